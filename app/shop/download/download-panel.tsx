import { useEffect, useState } from 'react';
import type { InstallerPlatform } from '../../../schemas/enums';
import type { LauncherRelease } from '../../../schemas/launcher-releases';
import { formatInstallerSize, installerPlatformNames } from '~/lib/installer-platform';
import type { DownloadPageData } from '~/shop/download/download-page.server';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import { toast } from '~/ui/use-toast';
import * as styles from './download-panel.css';
import { ReleaseNotes } from './release-notes';

// The DOWNLOAD page's installers (docs/decisions/058-launcher-releases.md): the visitor's platform first and marked
// recommended, both platforms always listed, each with its version, size, checksum, requirements and notes.

const Panel = styled('section', styles.panel);
const Intro = styled('div', styles.intro);
const Platforms = styled('div', styles.platforms);
const Installer = styled('article', styles.installer);
const InstallerHead = styled('div', styles.installerHead);
const PlatformMark = styled('span', styles.platformMark);
const Recommended = styled('p', styles.recommended);
const Facts = styled('dl', styles.facts);
const Checksum = styled('div', styles.checksum);
const ChecksumRow = styled('div', styles.checksumRow);
const Notes = styled('div', styles.notes);
const Unavailable = styled('p', styles.unavailable);
const Empty = styled('div', styles.empty);

const platformIcons = { WINDOWS: 'windows', MAC: 'apple' } as const satisfies Record<InstallerPlatform, string>;

// Fixed locale and time zone: the server's and the browser's render must agree.
const releaseDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

export function DownloadPanel({ shopName, download }: { shopName: string; download: DownloadPageData }) {
  const released = download.platforms.some((entry) => entry.latest);
  if (!released)
    return (
      <Panel aria-labelledby="download-heading">
        <Empty role="status">
          <Icon name="download" size="2rem" />
          <h2 id="download-heading">The launcher is on its way</h2>
          <p>{shopName} has not released its launcher yet. Come back soon to download it for Windows and macOS.</p>
        </Empty>
      </Panel>
    );
  const detectedName = download.detected ? installerPlatformNames[download.detected] : null;
  return (
    <Panel aria-labelledby="download-heading">
      <Intro>
        <h2 id="download-heading">Get the {shopName} launcher</h2>
        <p>
          {detectedName
            ? `We picked the installer for ${detectedName}; the other one is right beside it.`
            : 'Choose the installer for your computer.'}{' '}
          The launcher keeps the game up to date and signs you in to this shop.
        </p>
      </Intro>
      <Platforms>
        {download.platforms.map(({ platform, latest }) => (
          <InstallerCard
            key={platform}
            platform={platform}
            release={latest}
            recommended={platform === download.detected}
          />
        ))}
      </Platforms>
    </Panel>
  );
}

function InstallerCard({
  platform,
  release,
  recommended,
}: {
  platform: InstallerPlatform;
  release: LauncherRelease | null;
  recommended: boolean;
}) {
  const name = installerPlatformNames[platform];
  const headingId = `installer-${platform.toLowerCase()}`;
  return (
    <Installer aria-labelledby={headingId} data-state={recommended ? 'recommended' : 'other'}>
      <InstallerHead>
        <PlatformMark>
          <Icon name={platformIcons[platform]} size="1.5rem" />
        </PlatformMark>
        <h3 id={headingId}>{name}</h3>
        {recommended ? <Recommended>Recommended for this computer</Recommended> : null}
      </InstallerHead>
      {release ? (
        <>
          <Button
            asChild
            variant={recommended ? 'primary' : 'secondary'}
            size="large"
            fullWidth
            leading={<Icon name="download" />}
          >
            <a href={release.downloadUrl} download>
              Download for {name}
            </a>
          </Button>
          <Facts>
            <div>
              <dt>Version</dt>
              <dd>{release.version}</dd>
            </div>
            <div>
              <dt>Size</dt>
              <dd title={`${release.sizeBytes.toLocaleString('en')} bytes`}>
                {formatInstallerSize(release.sizeBytes)}
              </dd>
            </div>
            <div>
              <dt>Released</dt>
              <dd>
                <time dateTime={release.releasedAt}>{releaseDate.format(new Date(release.releasedAt))}</time>
              </dd>
            </div>
            <div data-fact="requires">
              <dt>System requirements</dt>
              <dd>{release.minimumOs} or later</dd>
            </div>
          </Facts>
          <ChecksumField platformName={name} sha256={release.sha256} />
          {release.releaseNotes ? (
            <Notes>
              <h4>What’s new in {release.version}</h4>
              <ReleaseNotes text={release.releaseNotes} />
            </Notes>
          ) : null}
        </>
      ) : (
        <Unavailable>Not available for {name} yet.</Unavailable>
      )}
    </Installer>
  );
}

function ChecksumField({ platformName, sha256 }: { platformName: string; sha256: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const labelId = `checksum-${platformName.toLowerCase()}`;
  return (
    <Checksum>
      <span id={labelId}>SHA-256 checksum</span>
      <ChecksumRow>
        <code aria-labelledby={labelId}>{sha256}</code>
        <Button
          variant="neutral"
          size="small"
          aria-label={copied ? `${platformName} checksum copied` : `Copy the ${platformName} checksum`}
          leading={copied ? <Icon name="check" /> : undefined}
          onClick={() => {
            void navigator.clipboard?.writeText(sha256).then(
              () => {
                setCopied(true);
                toast({ title: 'Checksum copied' });
              },
              () => toast({ title: 'Could not copy: select the checksum and copy it', variant: 'destructive' }),
            );
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </ChecksumRow>
    </Checksum>
  );
}
