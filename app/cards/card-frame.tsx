import { styled } from '~/ui/styled';
import * as styles from './card-frame.css';

export const CardFrame = styled('article', styles.cardFrame);
