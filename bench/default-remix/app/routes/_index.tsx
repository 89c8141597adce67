import { useLoaderData } from '@remix-run/react';

interface Item {
  id: string;
  name: string;
  description: string;
  image: string;
  badge: string | null;
  price: number;
  previousPrice: number | null;
  currency: string;
}

// The same shape of page as Gamefront's bench shop: four rows of twelve buyable cards, data from the loader.
export function loader() {
  const items: Item[] = Array.from({ length: 48 }, (_, i) => ({
    id: `bench-card-${i}`,
    name: `Treasure chest ${i + 1}`,
    description: 'A chest of gems, boosters and a rare skin for your hero. Delivered to your account at once.',
    image: `/images/item-${i % 6}.webp`,
    badge: i % 3 === 0 ? 'Best value' : null,
    price: 499 + i * 100,
    previousPrice: i % 4 === 0 ? 999 + i * 100 : null,
    currency: 'USD',
  }));
  return {
    shop: 'Bench 48',
    rows: [0, 1, 2, 3].map((row) => ({ title: `Row ${row + 1}`, items: items.slice(row * 12, row * 12 + 12) })),
  };
}

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);

function CoinIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M8 12h8M12 8v8" stroke="#000" strokeWidth="2" />
    </svg>
  );
}

function ItemCard({ item }: { item: Item }) {
  return (
    <article className="card" aria-labelledby={`${item.id}-name`}>
      <img src={item.image} alt="" width={320} height={240} loading="lazy" />
      <div className="body">
        {item.badge ? <span className="badge">{item.badge}</span> : null}
        <h3 id={`${item.id}-name`}>{item.name}</h3>
        <p>{item.description}</p>
        <div className="price">
          <CoinIcon />
          {money(item.price, item.currency)}
          {item.previousPrice ? <s>{money(item.previousPrice, item.currency)}</s> : null}
        </div>
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
        {rows.map((row) => (
          <section key={row.title} className="section" aria-label={row.title}>
            <h2>{row.title}</h2>
            <div className="grid">
              {row.items.map((item) => (
                <ItemCard key={item.id} item={item} />
              ))}
            </div>
          </section>
        ))}
      </main>
      <footer className="footer">{shop}: a default Remix app for the SSR bench</footer>
    </>
  );
}
