import { BabyCareScreen } from "../../features/catalogue/components/baby-care-screen";

/** /baby-care, linked from the home page's Products banner (SPEC.md section 2). */
export { BabyCareScreen as Component };
