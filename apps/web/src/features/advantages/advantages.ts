import { PAYMENT_BUSINESS_DAYS } from '@cgx/domain/constants';
import {
  type Icon,
  IconAdjustmentsDollar,
  IconBellRinging,
  IconClockBolt,
  IconCoins,
  IconFileCheck,
  IconShieldLock,
} from '@tabler/icons-react';

/** spec 000 §3 'Advantage card': the six ids, each carrying one of the §1 marketing claims. */
export const ADVANTAGE_IDS = ['stayInControl', 'clock', 'payment', 'notification', 'secure', 'automatedSettlement'] as const;
export type AdvantageId = (typeof ADVANTAGE_IDS)[number];

export interface Advantage {
  id: AdvantageId;
  title: string;
  description: string;
  icon: Icon;
}

export const ADVANTAGES: readonly Advantage[] = [
  {
    id: 'stayInControl',
    title: 'Stay in control',
    description: 'Set your own price. Your grain only sells when a buyer meets it.',
    icon: IconAdjustmentsDollar,
  },
  {
    id: 'clock',
    title: 'Change your mind in real time',
    description: 'Edit or cancel your offers in real time with one click.',
    icon: IconClockBolt,
  },
  {
    id: 'payment',
    title: 'Get paid fast',
    description: `Payment arrives within ${PAYMENT_BUSINESS_DAYS} business days of the trade.`,
    icon: IconCoins,
  },
  {
    id: 'notification',
    title: 'Never miss a bid',
    description: 'Real-time firm bid and trade price notifications by SMS.',
    icon: IconBellRinging,
  },
  {
    id: 'secure',
    title: 'Keep title until paid',
    description: 'You keep title of your grain until the buyer pays.',
    icon: IconShieldLock,
  },
  {
    id: 'automatedSettlement',
    title: 'We do the paperwork',
    description: 'Trade and settlement are automated, from contract note to invoice.',
    icon: IconFileCheck,
  },
];

/** spec 000 §1: the heading of the advantage block beside the sign-in form. */
export const ADVANTAGES_HEADING = 'Designed to ensure you are in complete control';
