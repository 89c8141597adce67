import { Button } from '~/ui/button';
import { styled } from '~/ui/stitches.config';

const Screen = styled('main', {
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: '2rem',
  textAlign: 'center',
  background: 'radial-gradient(circle at 50% 30%, $bgAccent, $baseBg 70%)',
});
const Code = styled('p', {
  fontFamily: '$display',
  fontSize: '5rem',
  margin: 0,
  color: '$primary',
  letterSpacing: '0.1em',
});
const Title = styled('h1', { fontFamily: '$display', margin: '0 0 0.5rem', textTransform: 'uppercase' });
const Message = styled('p', { color: '$secondaryText', margin: '0 0 1.5rem' });

export function ShopNotFound({
  title = 'Shop not found',
  message = 'This shop does not exist or is not open yet. Check the address, or pick a shop from the list.',
}: {
  title?: string;
  message?: string;
}) {
  return (
    <Screen>
      <div>
        <Code aria-hidden="true">404</Code>
        <Title>{title}</Title>
        <Message>{message}</Message>
        <Button asChild size="large">
          <a href="/">See all shops</a>
        </Button>
      </div>
    </Screen>
  );
}
