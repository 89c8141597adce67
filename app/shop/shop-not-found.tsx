import { Button } from '~/ui/button';
import { styled } from '~/ui/styled';
import * as styles from './shop-not-found.css';

const Screen = styled('main', styles.screen);
const Code = styled('p', styles.code);
const Title = styled('h1', styles.title);
const Message = styled('p', styles.message);

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
