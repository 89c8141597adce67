import { readFileSync } from 'node:fs';
import { useLoaderData } from '@remix-run/react';

interface VisibleCard {
  texts: string[];
  images: { src: string; alt: string }[];
}
interface VisibleRow {
  title: string;
  cards: VisibleCard[];
}

// The same content as Gamefront's bench page: bench/ssr.ts extracts every text and picture of its 48 cards
// (bench/comparable-cards.ts) into BENCH_CARDS_FILE before the first request. Read once, like a warm cache.
let rows: VisibleRow[] | null = null;

export function loader() {
  rows ??= JSON.parse(readFileSync(process.env.BENCH_CARDS_FILE!, 'utf8')) as VisibleRow[];
  return { shop: 'Bench 48', rows };
}

function CoinIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M8 12h8M12 8v8" stroke="#000" strokeWidth="2" />
    </svg>
  );
}

function ItemCard({ card, id }: { card: VisibleCard; id: string }) {
  const [name, ...details] = card.texts;
  return (
    <article className="card" aria-labelledby={`${id}-name`}>
      {card.images.map((image, index) => (
        <img key={index} src={image.src} alt={image.alt} width={320} height={240} loading="lazy" />
      ))}
      <div className="body">
        <h3 id={`${id}-name`}>{name}</h3>
        <ul className="details">
          {details.map((text, index) => (
            <li key={index}>{text}</li>
          ))}
        </ul>
        <button type="button" className="buy">
          <CoinIcon /> Buy now
        </button>
      </div>
    </article>
  );
}

export default function Index() {
  const { shop, rows } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="header">
        <strong>{shop}</strong>
        <nav aria-label="Shop">
          <a href="/">Home</a>
          <a href="/offers">Offers</a>
          <a href="/account">Account</a>
        </nav>
      </header>
      <main>
        {rows.map((row, rowIndex) => (
          <section key={row.title} className="section" aria-label={row.title}>
            <h2>{row.title}</h2>
            <div className="grid">
              {row.cards.map((card, index) => (
                <ItemCard key={index} card={card} id={`card-${rowIndex}-${index}`} />
              ))}
            </div>
          </section>
        ))}
      </main>
      <footer className="footer">{shop}: a default Remix app for the SSR bench</footer>
    </>
  );
}
