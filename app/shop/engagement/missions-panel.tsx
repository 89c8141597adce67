import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { MissionsPageData, MissionsView, MissionView } from '../../../schemas/api/missions';
import { formatCountdown } from '~/cards/card-clock';
import { formatCount } from '~/cards/card-parts';
import { deferredChunk } from '~/lib/deferred-chunk';
import { formatMoney } from '~/lib/money';
import { useCountdown } from '~/lib/use-countdown';
import { useViewerContext } from '~/shop/viewer-context';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './missions-panel.css';
import { SignInPromptButton } from './sign-in-prompt-button';
import { usePanelClaim } from './use-panel-claim';

// The MISSIONS page's panel (docs/decisions/049-game-events-and-missions.md): the player's daily, weekly and seasonal
// missions with their progress, the countdown to each reset and a Claim button for each completed one.

const missionCalls = deferredChunk(() => import('~/shop/engagement/mission-calls'));

const Panel = styled('section', styles.panel);
const Title = styled('h2', styles.title);
const Group = styled('section', styles.group);
const GroupHeader = styled('div', styles.groupHeader);
const Reset = styled('p', styles.reset);
const List = styled('ul', styles.list);
const Mission = styled('li', styles.mission);
const MissionName = styled('h4', styles.missionName);
const Bar = styled('div', styles.bar);
const Count = styled('p', styles.count);
const Rewards = styled('ul', styles.rewards);
const Status = styled('p', styles.status);
const Prompt = styled('div', styles.prompt);

const periods = [
  { period: 'daily', heading: 'Daily missions', countdown: 'New missions in' },
  { period: 'weekly', heading: 'Weekly missions', countdown: 'Resets in' },
  { period: 'seasonal', heading: 'Season missions', countdown: 'Season ends in' },
] as const;

export function MissionsPanel({ missions }: { missions: MissionsPageData }) {
  const context = useViewerContext();
  const view = context?.viewer ? missions.view : null;
  const empty = missions.configured === 0 || (view !== null && view.missions.length === 0);
  return (
    <Panel aria-labelledby="missions-panel-title">
      <Title id="missions-panel-title">
        {empty ? 'No missions right now' : view ? 'Your missions' : 'Missions and rewards'}
      </Title>
      {empty ? (
        <Prompt>
          <p>Check back soon: new missions start with every reset.</p>
        </Prompt>
      ) : view && context?.viewer ? (
        <PlayerMissions view={view} now={missions.now} shop={context.shop} credential={context.viewer.credential} />
      ) : (
        <SignInPrompt />
      )}
    </Panel>
  );
}

function SignInPrompt() {
  return (
    <Prompt>
      <p>
        Complete daily, weekly and season missions by playing and shopping, then claim their rewards. Sign in to see
        your progress.
      </p>
      <SignInPromptButton
        label="Sign in to see your missions"
        description="Sign in to see your missions and claim their rewards."
      />
    </Prompt>
  );
}

/** "3 / 5 matches won", "$2.00 / $5.00 spent", "0 / 1 purchase". */
export function progressText(mission: MissionView, currency: string): string {
  const { goal, progress, target } = mission;
  if (goal.kind === 'purchase_amount') {
    return `${formatMoney(progress, currency)} / ${formatMoney(target, currency)} spent`;
  }
  const counted = `${formatCount(progress)} / ${formatCount(target)}`;
  if (goal.kind === 'purchase_count') return `${counted} ${target === 1 ? 'purchase' : 'purchases'}`;
  return `${counted} ${goal.label ?? goal.event.replace(/[_.-]+/g, ' ')}`;
}

function PlayerMissions({
  view,
  now,
  shop,
  credential,
}: {
  view: MissionsView;
  now: number;
  shop: string;
  credential: string;
}) {
  const { claim: claimPanel, claiming, announcement } = usePanelClaim();
  const claim = (mission: MissionView) =>
    claimPanel(mission.id, mission.name, () =>
      missionCalls.load().then(({ claimMissionCall, claimProblem }) => ({
        claim: () => claimMissionCall(shop, credential, mission.id),
        problem: claimProblem,
      })),
    );

  const names = new Map(view.missions.map((mission) => [mission.id, mission.name]));
  return (
    <>
      {periods.map(({ period, heading, countdown }) => {
        const list = view.missions.filter((mission) => mission.period === period);
        if (list.length === 0) return null;
        const title = period === 'seasonal' && view.season ? view.season.name : heading;
        return (
          <Group key={period} aria-labelledby={`missions-${period}`}>
            <GroupHeader>
              <h3 id={`missions-${period}`}>{title}</h3>
              <ResetCountdown endsAt={list[0]!.endsAt} now={now} label={countdown} />
            </GroupHeader>
            <List>
              {list.map((mission) => (
                <Mission key={mission.id} data-state={mission.state} aria-labelledby={`mission-${mission.id}`}>
                  <div>
                    <MissionName id={`mission-${mission.id}`}>{mission.name}</MissionName>
                    {mission.description ? <p>{mission.description}</p> : null}
                  </div>
                  <Bar
                    role="progressbar"
                    aria-label={`${mission.name} progress`}
                    aria-valuemin={0}
                    aria-valuemax={mission.target}
                    aria-valuenow={mission.progress}
                    aria-valuetext={progressText(mission, view.currency)}
                  >
                    <span style={{ width: `${(mission.progress / mission.target) * 100}%` }} />
                  </Bar>
                  <Count>{progressText(mission, view.currency)}</Count>
                  <Rewards aria-label={`${mission.name} rewards`}>
                    {mission.rewards.map((reward) => (
                      <li key={reward.name}>
                        <Icon name="gift" aria-hidden="true" />
                        {reward.amount > 1 || reward.currencyId
                          ? `${formatCount(reward.amount)} ${reward.name}`
                          : reward.name}
                      </li>
                    ))}
                  </Rewards>
                  {mission.state === 'completed' ? (
                    <Button
                      size="small"
                      fullWidth
                      leading={<Icon name="gift" />}
                      loading={claiming === mission.id}
                      disabled={claiming !== null && claiming !== mission.id}
                      onClick={() => claim(mission)}
                      onPointerEnter={() => void missionCalls.load().catch(() => undefined)}
                      onFocus={() => void missionCalls.load().catch(() => undefined)}
                      aria-label={`Claim ${mission.name}`}
                    >
                      Claim
                    </Button>
                  ) : mission.state === 'claimed' ? (
                    <Status>
                      <Icon name="check" aria-hidden="true" /> Claimed
                    </Status>
                  ) : mission.state === 'locked' ? (
                    <Status>
                      <Icon name="lock" aria-hidden="true" /> Claim{' '}
                      {names.get(mission.unlocksAfter ?? '') ?? 'the mission before it'} first
                    </Status>
                  ) : null}
                </Mission>
              ))}
            </List>
          </Group>
        );
      })}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

/** "New missions in 0d 05h 12m 30s"; at the reset the page reads the new period's missions. */
function ResetCountdown({ endsAt, now, label }: { endsAt: string; now: number; label: string }) {
  const left = useCountdown(endsAt, now);
  const revalidator = useRevalidator();
  // A ref: the revalidator changes on every navigation state, and only the moment the countdown ends matters.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const { done } = left;
  useEffect(() => {
    if (done && Date.parse(endsAt) > now) revalidate.current();
  }, [done, endsAt, now]);
  return (
    <Reset>
      <Icon name="clock" aria-hidden="true" />
      {done ? (
        'Resetting…'
      ) : (
        <>
          {label} <time dateTime={endsAt}>{formatCountdown(left)}</time>
        </>
      )}
    </Reset>
  );
}
