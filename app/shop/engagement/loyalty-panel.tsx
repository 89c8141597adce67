import { useLocation, useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { LoyaltyDetails, LoyaltyPageData } from '../../../schemas/engagement/loyalty';
import { formatCount } from '~/cards/card-parts';
import { deferredChunk, useChunkOnDemand } from '~/lib/deferred-chunk';
import { accountPath, useViewerContext } from '~/shop/viewer-context';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import { toast } from '~/ui/use-toast';
import { useCountUp } from './use-count-up';
import * as styles from './loyalty-panel.css';

// The LOYALTY page's panel (docs/decisions/048-loyalty-and-reward-buffs.md): the player's points, tier, the way to
// the next tier and the milestones with their Claim buttons. New points count up once, then are acknowledged.

const loyaltyCalls = deferredChunk(() => import('~/shop/engagement/loyalty-calls'));
const signInDialog = deferredChunk(() => import('~/shop/sign-in/sign-in-dialog'));

const Panel = styled('section', styles.panel);
const Summary = styled('div', styles.summary);
const Emblem = styled('span', styles.emblem);
const Heading = styled('h2', styles.heading);
const Total = styled('p', styles.total);
const Gain = styled('span', styles.gain);
const TierBadge = styled('p', styles.tierBadge);
const Progress = styled('div', styles.progress);
const Bar = styled('div', styles.bar);
const Caption = styled('p', styles.caption);
const TrackTitle = styled('h3', styles.trackTitle);
const Track = styled('ol', styles.track);
const Milestone = styled('li', styles.milestone);
const Node = styled('span', styles.node);
const MilestoneName = styled('h4', styles.milestoneName);
const Rewards = styled('ul', styles.rewards);
const Status = styled('p', styles.status);
const Prompt = styled('div', styles.prompt);

export function LoyaltyPanel({ loyalty }: { loyalty: LoyaltyPageData }) {
  const context = useViewerContext();
  const details = context?.viewer ? loyalty.details : null;
  return (
    <Panel aria-labelledby="loyalty-panel-title">
      {details && context?.viewer ? (
        <PlayerLoyalty
          details={details}
          shop={context.shop}
          credential={context.viewer.credential}
          name={loyalty.name}
        />
      ) : (
        <SignInPrompt loyalty={loyalty} />
      )}
    </Panel>
  );
}

function SignInPrompt({ loyalty }: { loyalty: LoyaltyPageData }) {
  const context = useViewerContext();
  const { module, request, warm } = useChunkOnDemand(signInDialog);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const revalidator = useRevalidator();
  const location = useLocation();
  return (
    <Prompt>
      <Summary>
        <Emblem aria-hidden="true">
          <Icon name="coins" />
        </Emblem>
        <div>
          <Heading id="loyalty-panel-title">{loyalty.name}</Heading>
          <Total>
            <span>Earn {loyalty.currencyName} with every purchase</span>
          </Total>
        </div>
      </Summary>
      <p>
        Sign in to see your {loyalty.currencyName}, climb the tiers and claim milestone rewards. Every purchase counts.
      </p>
      <Button asChild leading={<Icon name="user" />} onPointerEnter={warm} onFocus={warm}>
        <a
          ref={trigger}
          href={accountPath(context?.basePath ?? '')}
          aria-haspopup="dialog"
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            setOpen(true);
            request();
          }}
        >
          Sign in to see your {loyalty.currencyName}
        </a>
      </Button>
      {module && context ? (
        <module.SignInDialog
          shop={context.shop}
          open={open}
          onOpenChange={setOpen}
          description={`Sign in to see your ${loyalty.currencyName} and claim your rewards.`}
          returnFocusTo={() => trigger.current}
          returnTo={`${location.pathname}${location.search}`}
          onSignedIn={() => {
            setOpen(false);
            revalidator.revalidate();
          }}
        />
      ) : null}
    </Prompt>
  );
}

function PlayerLoyalty({
  details,
  shop,
  credential,
  name,
}: {
  details: LoyaltyDetails;
  shop: string;
  credential: string;
  name: string;
}) {
  const currency = details.campaign.currencyName;
  const revalidator = useRevalidator();
  const [announcement, setAnnouncement] = useState('');
  const [claiming, setClaiming] = useState<string | null>(null);
  const gained = details.unackedPoints;
  const shown = useCountUp(details.ackedPoints, details.points, gained > 0);
  const counted = shown === details.points;

  // Once the new points have counted up, they are acknowledged: a reload does not animate them again.
  const acknowledged = useRef<number | null>(null);
  useEffect(() => {
    if (gained <= 0 || !counted || acknowledged.current === details.points) return;
    acknowledged.current = details.points;
    setAnnouncement(`You earned ${formatCount(gained)} ${currency}. You now have ${formatCount(details.points)}.`);
    loyaltyCalls
      .load()
      .then(({ loyaltyCalls: calls }) => calls(shop, credential).acknowledge(details.points))
      .catch(() => {
        // Not acknowledged: the points count up again next time, nothing worse.
        acknowledged.current = null;
      });
  }, [gained, counted, details.points, currency, shop, credential]);

  const claim = (milestone: LoyaltyDetails['milestones'][number]) => {
    setClaiming(milestone.id);
    loyaltyCalls
      .load()
      .then(async ({ loyaltyCalls: calls, claimProblem }) => {
        try {
          await calls(shop, credential).claim(milestone.id);
          setAnnouncement(`${milestone.name} claimed. Your rewards are on their way to your game account.`);
          toast({ title: `${milestone.name} claimed`, description: 'It is on its way to your game account.' });
        } catch (error) {
          const why = claimProblem(error);
          setAnnouncement(`${milestone.name} was not claimed. ${why}`);
          toast({ title: `${milestone.name} was not claimed`, description: why, variant: 'destructive' });
        }
      })
      .catch(() => {
        toast({
          title: `${milestone.name} was not claimed`,
          description: 'We could not reach the shop. Check your connection and try again.',
          variant: 'destructive',
        });
      })
      .finally(() => {
        setClaiming(null);
        revalidator.revalidate();
      });
  };

  const { tier, nextTier } = details;
  const span = nextTier ? nextTier.startPoints - tier.startPoints : 1;
  const percent = nextTier ? Math.min(100, ((details.points - tier.startPoints) / span) * 100) : 100;
  return (
    <>
      <Summary>
        <Emblem aria-hidden="true">
          <Icon name="coins" />
        </Emblem>
        <div>
          <Heading id="loyalty-panel-title">{name}</Heading>
          <Total>
            {/* The count-up is for the eyes; a screen reader reads the total once, and the live region the gain. */}
            <strong aria-hidden="true">{formatCount(shown)}</strong>
            <span aria-hidden="true">{currency}</span>
            <span className="visually-hidden">
              {formatCount(details.points)} {currency}
            </span>
            {gained > 0 ? <Gain aria-hidden="true">+{formatCount(gained)} new</Gain> : null}
          </Total>
        </div>
        <TierBadge>
          <Icon name="check" aria-hidden="true" />
          {tier.name} tier
          {tier.multiplierPercent > 100 ? <small>x{tier.multiplierPercent / 100} points</small> : null}
        </TierBadge>
      </Summary>

      <Progress>
        <Bar
          role="progressbar"
          aria-label={nextTier ? `Progress to ${nextTier.name}` : `${tier.name}: the top tier`}
          aria-valuemin={tier.startPoints}
          aria-valuemax={nextTier?.startPoints ?? details.points}
          aria-valuenow={details.points}
          aria-valuetext={
            nextTier
              ? `${formatCount(details.pointsToNextTier ?? 0)} ${currency} to ${nextTier.name}`
              : 'Top tier reached'
          }
        >
          <span style={{ width: `${percent}%` }} />
        </Bar>
        <Caption>
          {nextTier ? (
            <span>
              <strong>{formatCount(details.pointsToNextTier ?? 0)}</strong> {currency} to {nextTier.name}
            </span>
          ) : (
            <span>You reached the top tier. Every purchase still earns {currency}.</span>
          )}
          {details.nextMilestoneId !== null && details.pointsToNextMilestone !== null ? (
            <span>
              Next reward in <strong>{formatCount(details.pointsToNextMilestone)}</strong> {currency}
            </span>
          ) : null}
        </Caption>
      </Progress>

      {details.milestones.length > 0 ? (
        <>
          <TrackTitle>Milestones</TrackTitle>
          <Track>
            {details.milestones.map((milestone) => (
              <Milestone key={milestone.id} data-state={milestone.status} aria-labelledby={`m-${milestone.id}`}>
                <Node aria-hidden="true">
                  <Icon
                    name={milestone.status === 'claimed' ? 'check' : milestone.status === 'reached' ? 'gift' : 'lock'}
                  />
                </Node>
                <MilestoneName id={`m-${milestone.id}`}>
                  {milestone.name}
                  <small>
                    {formatCount(milestone.points)} {currency}
                  </small>
                </MilestoneName>
                <Rewards aria-label={`${milestone.name} rewards`}>
                  {milestone.rewards.map((reward) => (
                    <li key={reward.name}>
                      {formatCount(reward.amount)} {reward.name}
                    </li>
                  ))}
                </Rewards>
                {milestone.status === 'reached' ? (
                  <Button
                    size="small"
                    fullWidth
                    loading={claiming === milestone.id}
                    disabled={claiming !== null && claiming !== milestone.id}
                    onClick={() => claim(milestone)}
                    onPointerEnter={() => void loyaltyCalls.load().catch(() => undefined)}
                    aria-label={`Claim ${milestone.name}`}
                  >
                    Claim
                  </Button>
                ) : (
                  <Status>
                    {milestone.status === 'claimed' ? (
                      <>
                        <Icon name="check" aria-hidden="true" /> Claimed
                      </>
                    ) : (
                      <>
                        <Icon name="lock" aria-hidden="true" />
                        {formatCount(milestone.points - details.points)} {currency} to go
                      </>
                    )}
                  </Status>
                )}
              </Milestone>
            ))}
          </Track>
        </>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
