import type { ShopConfig } from '../../schemas/shop-config';
import { NewTabHint } from '~/shop/menu-parts';
import { SocialGlyph, socialNames } from '~/shop/social-glyphs';
import { styled } from '~/ui/styled';
import * as styles from './shop-footer.css';

// Three looks from one structure: the `look` variant restyles the band, the links and the social tiles.
const Footer = styled('footer', styles.footer);
const Inner = styled('div', styles.inner);
const BrandBlock = styled('div', styles.brandBlock);
const Brand = styled('p', styles.brand);
const Navs = styled('div', styles.navs);
const Links = styled('ul', styles.links);
const LegalLink = styled('a', styles.linkLook, styles.legalLink);
const SettingsButton = styled('button', styles.linkLook, styles.settingsButton);
const Socials = styled('ul', styles.socials);
const SocialLink = styled('a', styles.socialLink);

export function ShopFooter({
  footer,
  shopName,
  onCookieSettings,
}: {
  footer: ShopConfig['footer'];
  shopName?: string;
  /** Reopens the consent banner; absent when the shop has no consent banner. */
  onCookieSettings?: () => void;
}) {
  return (
    <Footer look={footer.style} data-footer-style={footer.style}>
      <div data-part="band" aria-hidden="true" />
      <Inner>
        <BrandBlock>
          {shopName ? <Brand data-part="brand">{shopName}</Brand> : null}
          <p>{footer.copyright}</p>
        </BrandBlock>
        <Navs>
          <nav aria-label="Legal">
            <Links>
              {footer.legalLinks.map((link) => (
                <li key={link.url}>
                  <LegalLink href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <NewTabHint />
                  </LegalLink>
                </li>
              ))}
              {onCookieSettings ? (
                <li>
                  <SettingsButton type="button" onClick={onCookieSettings}>
                    Cookie settings
                  </SettingsButton>
                </li>
              ) : null}
            </Links>
          </nav>
          {footer.socials.length > 0 ? (
            <nav aria-label="Social">
              <Socials>
                {footer.socials.map((social) => (
                  <li key={social.url}>
                    <SocialLink
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-part="social"
                      aria-label={`${socialNames[social.network]} (opens in a new tab)`}
                    >
                      <SocialGlyph network={social.network} />
                    </SocialLink>
                  </li>
                ))}
              </Socials>
            </nav>
          ) : null}
        </Navs>
      </Inner>
    </Footer>
  );
}
