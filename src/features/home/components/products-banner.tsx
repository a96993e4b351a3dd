import { Link } from "react-router";
import "./home.css";

/** SPEC.md section 2: the Products banner linking to /baby-care. */
export function ProductsBanner() {
  return (
    <section className="products-banner" aria-labelledby="products-banner-title">
      <div className="products-banner__copy">
        <p className="products-banner__eyebrow">Products</p>
        <h2 id="products-banner-title" className="products-banner__title">
          Baby care, made gentle
        </h2>
        <p className="products-banner__text">
          Soft cotton basics, mild bath care and cosy blankets for your little one.
        </p>
        <Link to="/baby-care" className="products-banner__cta">
          Shop baby care
        </Link>
      </div>
      <img
        className="products-banner__art"
        src="/home/baby-care.svg"
        alt=""
        width={280}
        height={200}
        loading="lazy"
        decoding="async"
      />
    </section>
  );
}
