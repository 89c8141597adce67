import { useLocation } from '@remix-run/react';
import { lazy, memo, Suspense, useMemo, useRef, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { CardPlayerContext } from '~/cards/loyalty-balance-card';
import { PassViewsContext } from '~/cards/pass-views';
import { ShopCard } from '~/cards/shop-card';
import type { StorefrontData } from '~/shop/load-storefront.server';
import { engagementPanel } from '~/shop/engagement/engagement-panel';
import { CommerceActions } from '~/shop/commerce-actions';
import { CookieConsentBanner } from '~/shop/cookie-consent';
import { SignInLink } from '~/shop/sign-in-link';
import { useLiveLayoutPage, type LiveLayoutPage } from '~/shop/studio-live-layout';
import { useStudioPreviewReceiver } from '~/shop/studio-preview';
import { FontFaces } from '~/shop/font-faces';
import { ShopHeader } from '~/shop/shop-header';
import { Tracking } from '~/shop/tracking';
import { useConsent } from '~/shop/use-consent';
import { ShopPageContext, type ShopViewer } from '~/shop/viewer-context';
import { styled } from '~/ui/styled';
import * as styles from './storefront.css';

const ShopRoot = styled('div', styles.shopRoot);
const Main = styled('main', styles.main);
const PageTitle = styled('h1', styles.pageTitle);
const Section = styled('section', styles.section);
const SectionTitle = styled('h2', styles.sectionTitle);
const Grid = styled('div', styles.grid);
const Empty = styled('div', styles.empty);

/**
 * The footer sits below the fold: the server renders it in full (nothing moves), and in the browser its code
 * loads alongside hydration instead of before it; React hydrates it when the code arrives.
 */
const LazyShopFooter = lazy(() => import('~/shop/shop-footer').then((module) => ({ default: module.ShopFooter })));

// Memoised: a re-render of the page (a consent answer) must not reach a footer still waiting for its code, or
// React would throw away its server HTML and render it again.
const DeferredFooter = memo(function DeferredFooter(props: ComponentProps<typeof LazyShopFooter>) {
  return (
    <Suspense fallback={null}>
      <LazyShopFooter {...props} />
    </Suspense>
  );
});

/** How many of the page's first cards load their pictures eagerly (a row on a wide screen). */
const PRIORITY_CARDS = 4;

// In the studio's canvas a card re-renders only when the editor changed it (the receiver keeps unchanged cards' objects).
const LiveCard = memo(ShopCard);

/** The attributes that map a node of the canvas to its config path; none outside the studio's live canvas. */
function studioNode(live: LiveLayoutPage | null, path: string) {
  if (!live) return {};
  const full = `layout.pages.${live.pageIndex}${path}`;
  return { 'data-studio-path': full, 'data-studio-invalid': live.invalidPaths.has(full) ? '' : undefined };
}

const emptyCopy: Record<NonNullable<StorefrontData['target']>, string> = {
  HOME: 'The shop is getting ready. Check back soon for offers.',
  SHOP: 'No items are on sale right now. New offers arrive regularly.',
  LOYALTY: 'Loyalty rewards are coming soon to this shop.',
  MISSIONS: 'No missions are running right now.',
  HUB: 'News and updates will appear here.',
  DOWNLOAD: 'The game launcher download will be available here soon.',
};

/**
 * `children` replaces the page's cards (the account page); `panel` shows above them instead of the engagement panel
 * (the DOWNLOAD page's installers); `viewer` is the signed-in player, null when anonymous.
 */
export function Storefront({
  data,
  viewer = null,
  panel: pagePanel = null,
  children,
}: {
  data: StorefrontData;
  viewer?: ShopViewer | null;
  panel?: ReactNode;
  children?: ReactNode;
}) {
  // The theme's CSS variables, checked and built by the loader.
  const style = data.themeStyle as CSSProperties;
  // Each page the player visits is a page view for the tracking scripts, layout pages and the account alike.
  const { pathname } = useLocation();
  // The studio's editor may be showing a newer version of this page on its canvas (never on a player's page).
  const live = useLiveLayoutPage(data.target);
  const page = live?.page ?? data.page;
  const sections = page?.sections ?? [];
  // The page's first cards are likely above the fold: their pictures load at once; all others lazily.
  const priorityCards = new Set(
    sections.flatMap((section) => section.cards.map((card) => card.id)).slice(0, PRIORITY_CARDS),
  );
  const consent = useConsent(data.shop.handle, data.cookieConsent);
  const portal = useRef<HTMLDivElement>(null);
  useStudioPreviewReceiver();
  // LOYALTY, MISSIONS and HUB show their feature above the page's cards.
  const panel = pagePanel ?? engagementPanel(data.target, data.engagement);
  // What the balance cards show: the player's loyalty points (0 in a shop with no campaign), a prompt when anonymous.
  const loyaltyPoints = data.engagement.loyalty?.details?.points ?? 0;
  const cardPlayer = useMemo(() => (viewer ? { loyaltyPoints } : null), [viewer, loyaltyPoints]);
  // The pass cards' levels and claims (docs/decisions/051); a sign-in prompt when anonymous.
  const { signedIn, passes } = data.engagement;
  const passViews = useMemo(() => ({ signedIn, passes }), [signedIn, passes]);
  return (
    // The token class re-declares the kit's tokens here, so they resolve against this shop's variables.
    <ShopRoot
      ref={portal}
      style={style}
      data-shop={data.shop.handle}
      data-button-type={data.theme.buttonType}
      data-typography={data.theme.typography}
    >
      <ShopPageContext portal={portal} viewer={viewer} shop={data.shop.handle} basePath={data.basePath}>
        <FontFaces rules={data.fontFaceCss} />
        {consent.bannerOpen ? (
          <CookieConsentBanner
            config={data.cookieConsent}
            reopened={consent.reopened}
            choice={consent.choice}
            onChoose={consent.choose}
          />
        ) : null}
        <ShopHeader name={data.shop.name} menu={data.menu} basePath={data.basePath} currentTarget={data.target} />
        <SignInLink />
        <CommerceActions>
          <CardPlayerContext.Provider value={cardPlayer}>
            <PassViewsContext.Provider value={passViews}>
              <Main id="main">
                {children}
                {children ? null : <PageTitle {...studioNode(live, '')}>{page?.title ?? data.shop.name}</PageTitle>}
                {children ? null : panel}
                {children || (panel && sections.length === 0) ? null : sections.length === 0 ? (
                  <Empty role="status">
                    <h2>Nothing here yet</h2>
                    <p>{emptyCopy[data.target ?? 'HOME']}</p>
                  </Empty>
                ) : (
                  sections.map((section, index) => (
                    <Section
                      key={section.id}
                      belowFold={index > 0}
                      aria-labelledby={section.title ? `section-${section.id}` : undefined}
                      {...studioNode(live, `.sections.${index}`)}
                    >
                      {section.title ? <SectionTitle id={`section-${section.id}`}>{section.title}</SectionTitle> : null}
                      <Grid>
                        {section.cards.map((card, cardIndex) =>
                          live ? (
                            // `display: contents` keeps the card the grid's item; the receiver outlines its child.
                            <div
                              key={card.id}
                              style={{ display: 'contents' }}
                              {...studioNode(live, `.sections.${index}.cards.${cardIndex}`)}
                            >
                              <LiveCard card={card} now={data.now} priority={priorityCards.has(card.id)} />
                            </div>
                          ) : (
                            <ShopCard key={card.id} card={card} now={data.now} priority={priorityCards.has(card.id)} />
                          ),
                        )}
                      </Grid>
                    </Section>
                  ))
                )}
              </Main>
            </PassViewsContext.Provider>
          </CardPlayerContext.Provider>
        </CommerceActions>
        <DeferredFooter
          footer={data.footer}
          shopName={data.shop.name}
          onCookieSettings={data.cookieConsent.enabled ? consent.reopen : undefined}
        />
        <Tracking tracking={data.tracking} consent={consent.choice} page={pathname} />
      </ShopPageContext>
    </ShopRoot>
  );
}
