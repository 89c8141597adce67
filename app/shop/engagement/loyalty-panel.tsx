import { useEffect, useRef } from 'react';
import type { LoyaltyDetails, LoyaltyPageData } from '../../../schemas/engagement/loyalty';
import { formatCount } from '~/cards/card-parts';
import { deferredChunk } from '~/lib/deferred-chunk';
import { useViewerContext } from '~/shop/viewer-context';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import { useCountUp } from './use-count-up';
import * as styles from './loyalty-panel.css';
import { SignInPromptButton } from './sign-in-prompt-button';
import { usePanelClaim } from './use-panel-claim';

// The LOYALTY page's panel (docs/decisions/048-loyalty-and-reward-buffs.md): the player's points, tier, the way to
// the next tier and the milestones with their Claim buttons. New points count up once, then are acknowledged.

const loyaltyCalls = deferredChunk(() => import('~/shop/engagement/loyalty-calls'));

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
      <SignInPromptButton
        label={`Sign in to see your ${loyalty.currencyName}`}
        description={`Sign in to see your ${loyalty.currencyName} and claim your rewards.`}
      />
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
  const { claim: claimPanel, claiming, announcement, setAnnouncement } = usePanelClaim();
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
  }, [gained, counted, details.points, currency, shop, credential, setAnnouncement]);

  const claim = (milestone: LoyaltyDetails['milestones'][number]) =>
    claimPanel(milestone.id, milestone.name, () =>
      loyaltyCalls.load().then(({ loyaltyCalls: calls, claimProblem }) => ({
        claim: () => calls(shop, credential).claim(milestone.id),
        problem: claimProblem,
      })),
    );

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
