import { formatTonnes } from '@cgx/domain/format';
import { SOUND_LARGE_TRADE_TONNES, SOUND_MILESTONE_TONNES, SOUND_SMALL_TRADE_TONNES, type MarketSound } from '@cgx/domain/market-sounds';
import { List, Text } from '@mantine/core';

const tonnes = (value: string) => `${formatTonnes(value)} t`;

/** What each sound means (spec 000 §9 sound rules), so a listener can tell the market apart by ear. */
export const SOUND_MEANINGS: readonly { sound: MarketSound; label: string; meaning: string }[] = [
  { sound: 'pop', label: 'Pop', meaning: 'A new offer' },
  { sound: 'cha-ching', label: 'Cha-ching', meaning: `A trade under ${tonnes(SOUND_SMALL_TRADE_TONNES)}` },
  {
    sound: 'clapping',
    label: 'Clapping',
    meaning: `A trade of ${tonnes(SOUND_SMALL_TRADE_TONNES)} to under ${tonnes(SOUND_LARGE_TRADE_TONNES)}`,
  },
  { sound: 'fireworks', label: 'Fireworks', meaning: `A trade of ${tonnes(SOUND_LARGE_TRADE_TONNES)} or more` },
  { sound: 'trumpet', label: 'Trumpet', meaning: `Another ${tonnes(SOUND_MILESTONE_TONNES)} traded today` },
];

export function SoundLegend() {
  return (
    <List spacing={4} size="sm">
      {SOUND_MEANINGS.map(({ sound, label, meaning }) => (
        <List.Item key={sound}>
          <Text span fw={600} fz="sm">
            {label}
          </Text>
          <Text span fz="sm" c="dimmed">
            {' '}
            — {meaning}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
