import { Link } from "react-router";
import { CdnImage } from "@/components/cdn-image";
import { shopArtUrl } from "@/domain/images";
import { useI18n } from "@/lib/i18n/i18n-context";
import "./home.css";

/** SPEC.md section 2: the Products banner linking to /baby-care. */
export function ProductsBanner({ imageHost }: { imageHost: string }) {
  const { t, path } = useI18n();
  const art = shopArtUrl(imageHost, "baby-care.png");
  return (
    <section className="products-banner" aria-labelledby="products-banner-title">
      <div className="products-banner__copy">
        <p className="products-banner__eyebrow">{t("productsBanner.eyebrow")}</p>
        <h2 id="products-banner-title" className="products-banner__title">
          {t("productsBanner.title")}
        </h2>
        <p className="products-banner__text">{t("productsBanner.text")}</p>
        <Link to={path("/baby-care")} className="products-banner__cta">
          {t("productsBanner.cta")}
        </Link>
      </div>
      {art && (
        <CdnImage
          className="products-banner__art"
          src={art}
          alt=""
          width={280}
          height={200}
          // 12rem on phones, the 16rem column beside the text from 768 px.
          sizes="(max-width: 767.98px) 192px, 256px"
          widths={[192, 256, 384, 512, 768]}
        />
      )}
    </section>
  );
}
