import { footerSchema } from '../../../schemas/shop-config';
import { SchemaField } from './schema-field';

/** The footer's legal links and social links, as lists generated from the shared footer schema. */
export function FooterLinks() {
  return (
    <>
      <SchemaField schema={footerSchema.shape.legalLinks} path="footer.legalLinks" name="legalLinks" />
      <SchemaField schema={footerSchema.shape.socials} path="footer.socials" name="socials" />
    </>
  );
}
