import type { FieldPath } from 'react-hook-form';
import { paymentProviderIds, type PaymentProviderId } from '../../../schemas/payment-settings';
import { footerStyleOptions } from '../../../schemas/shop-config';
import { FooterLinks } from '../forms/footer-links';
import { useEditorField } from './editor-form';
import type { EditorValues } from './editor-values';
import { Checkbox } from '~/ui/checkbox';
import { RadioGroup, RadioGroupItem } from '~/ui/radio-group';
import { styled } from '~/ui/styled';
import { TextField } from '~/ui/text-field';
import { TimeZoneSetting } from './time-zone-setting';
import * as styles from './controls.css';

const FieldGrid = styled('div', styles.fieldGrid);
const Section = styled('section', styles.section);

type TextPath = Extract<
  FieldPath<EditorValues>,
  | 'name'
  | 'description'
  | `icons.${string}`
  | 'footer.copyright'
  | `cookieConsent.${'title' | 'message' | 'acceptLabel' | 'rejectLabel' | 'policyUrl'}`
  | `tracking.${string}`
>;

/** A text field of the config; `optional` ones are left out of the config when emptied. */
export function TextSetting({
  path,
  label,
  optional = false,
  helperText,
  placeholder,
}: {
  path: TextPath;
  label: string;
  optional?: boolean;
  helperText?: string;
  placeholder?: string;
}) {
  const { value, error, readOnly, change, endGesture } = useEditorField(path);
  return (
    <TextField
      label={label}
      value={typeof value === 'string' ? value : ''}
      disabled={readOnly}
      required={!optional}
      error={error}
      helperText={helperText}
      placeholder={placeholder}
      onChange={(event) => {
        const next = event.target.value;
        change((optional && next.trim() === '' ? undefined : next) as never);
      }}
      onBlur={endGesture}
    />
  );
}

const footerLabels: Record<(typeof footerStyleOptions)[number], string> = {
  DEFAULT: 'Default',
  TACTICUS: 'Tacticus (grid, striped edge)',
  F1_CLASH: 'F1 Clash (chequered)',
};

function FooterStyle() {
  const { value, error, readOnly, choose } = useEditorField('footer.style');
  return (
    <RadioGroup
      label="Footer style"
      value={value}
      disabled={readOnly}
      error={error}
      onValueChange={(next) => choose(next as EditorValues['footer']['style'])}
    >
      {footerStyleOptions.map((style) => (
        <RadioGroupItem key={style} value={style} label={footerLabels[style]} />
      ))}
    </RadioGroup>
  );
}

const providerLabels: Record<PaymentProviderId, string> = {
  sandbox: 'Sandbox (test cards, no real money)',
  stripe: 'Stripe',
  adyen: 'Adyen',
};

/** Which provider takes the shop's payments; the keys live on the server, never in the config. */
function PaymentProvider() {
  const { value, error, readOnly, choose } = useEditorField('payments.provider');
  return (
    <RadioGroup
      label="Payment provider"
      value={value ?? 'sandbox'}
      disabled={readOnly}
      error={error}
      helperText="Stripe and Adyen take real money with the shop's keys, set on the server by its operator (STRIPE_… or ADYEN_… named after the shop). Until they are there, checkout tells players payments are unavailable."
      onValueChange={(next) => choose(next as PaymentProviderId)}
    >
      {paymentProviderIds.map((id) => (
        <RadioGroupItem key={id} value={id} label={providerLabels[id]} />
      ))}
    </RadioGroup>
  );
}

function ConsentEnabled() {
  const { value, readOnly, choose } = useEditorField('cookieConsent.enabled');
  return (
    <Checkbox
      label="Ask players for cookie consent"
      helperText="Without the banner, the shop loads no tracking at all."
      checked={value === true}
      disabled={readOnly}
      onCheckedChange={(checked) => choose(checked === true)}
    />
  );
}

/** The shop's name, description, icons and footer. */
export function ShopSettings() {
  return (
    <>
      <Section aria-labelledby="settings-shop">
        <h2 id="settings-shop">Shop</h2>
        <FieldGrid>
          <TextSetting path="name" label="Shop name" />
          <TextSetting
            path="description"
            label="Description"
            helperText="Up to 200 characters, shown to search engines and in link previews."
          />
          <TimeZoneSetting />
        </FieldGrid>
      </Section>
      <Section aria-labelledby="settings-payments">
        <h2 id="settings-payments">Payments</h2>
        <FieldGrid>
          <PaymentProvider />
        </FieldGrid>
      </Section>
      <Section aria-labelledby="settings-icons">
        <h2 id="settings-icons">Icons</h2>
        <FieldGrid>
          <TextSetting path="icons.favicon" label="Favicon" placeholder="/icons/favicon.svg" />
          <TextSetting path="icons.appleTouchIcon" label="Apple touch icon" optional />
          <TextSetting path="icons.ogImage" label="Link preview image" optional />
        </FieldGrid>
      </Section>
      <Section aria-labelledby="settings-footer">
        <h2 id="settings-footer">Footer</h2>
        <FieldGrid>
          <FooterStyle />
          <TextSetting path="footer.copyright" label="Copyright line" />
          <FooterLinks />
        </FieldGrid>
      </Section>
    </>
  );
}

/** The cookie banner's texts and the tracking ids it gates. */
export function PrivacySettings() {
  return (
    <>
      <Section aria-labelledby="settings-consent">
        <h2 id="settings-consent">Cookie consent</h2>
        <FieldGrid>
          <ConsentEnabled />
          <TextSetting path="cookieConsent.title" label="Banner title" />
          <TextSetting path="cookieConsent.message" label="Banner message" />
          <TextSetting path="cookieConsent.acceptLabel" label="Accept button" />
          <TextSetting path="cookieConsent.rejectLabel" label="Reject button" />
          <TextSetting path="cookieConsent.policyUrl" label="Cookie policy link" optional placeholder="https://…" />
        </FieldGrid>
      </Section>
      <Section aria-labelledby="settings-tracking">
        <h2 id="settings-tracking">Tracking</h2>
        <FieldGrid>
          <TextSetting path="tracking.gaId" label="Google Analytics id" optional placeholder="G-ABC123XYZ" />
          <TextSetting path="tracking.metaPixelId" label="Meta pixel id" optional placeholder="123456789012" />
        </FieldGrid>
      </Section>
    </>
  );
}
