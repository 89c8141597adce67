import type { ShopConfig } from '../../schemas/shop-config';
import { styled } from '~/ui/stitches.config';

const Footer = styled('footer', {
  marginTop: '4rem',
  borderTop: '1px solid $border',
  color: '$tertiaryText',
  fontSize: '0.875rem',
  variants: {
    look: {
      DEFAULT: { background: '$paper' },
      // Tactical: a stencilled strip with hard edges and uppercase labels.
      TACTICUS: {
        background: 'repeating-linear-gradient(135deg, $baseBg 0 12px, $bgAccent 12px 24px)',
        textTransform: 'uppercase',
        letterSpacing: '0.08em',
        borderTop: '3px solid $primary',
      },
      // Racing: a chequered top edge and a slanted brand stripe.
      F1_CLASH: {
        background: 'linear-gradient(100deg, $brandPrimaryDark 0 30%, $paper 30%)',
        borderTop: '4px dashed $primary',
        fontStyle: 'italic',
      },
    },
  },
});
const Inner = styled('div', {
  maxWidth: 1280,
  margin: '0 auto',
  padding: '2rem 1rem',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1.5rem',
  justifyContent: 'space-between',
  alignItems: 'center',
});
const Links = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& a': { color: '$secondaryText', textDecoration: 'none' },
  '& a:hover': { color: '$primary' },
});

export function ShopFooter({ footer }: { footer: ShopConfig['footer'] }) {
  return (
    <Footer look={footer.style} data-footer-style={footer.style}>
      <Inner>
        <p>{footer.copyright}</p>
        <nav aria-label="Legal">
          <Links>
            {footer.legalLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </Links>
        </nav>
        <nav aria-label="Social">
          <Links>
            {footer.socials.map((social) => (
              <li key={social.url}>
                <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={`${social.network} (opens in a new tab)`}>
                  {social.network === 'x' ? 'X' : social.network.charAt(0).toUpperCase() + social.network.slice(1)}
                </a>
              </li>
            ))}
          </Links>
        </nav>
      </Inner>
    </Footer>
  );
}
