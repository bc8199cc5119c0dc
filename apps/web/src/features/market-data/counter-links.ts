/** The three counters of today's market (spec 000 §2.5, §3 'Today market metrics'). */
export type CounterKind = 'offered' | 'wanted' | 'traded';

export interface CounterDefinition {
  kind: CounterKind;
  /** The caption under the figure, word for word from the spec. */
  caption: string;
  /** The overview's button (spec 000 §2.5). */
  buttonLabel: string;
  /** The market section the button opens for a signed-in visitor. */
  marketPath: string;
}

export const COUNTERS: readonly CounterDefinition[] = [
  { kind: 'offered', caption: 'offered by sellers', buttonLabel: 'View Offers', marketPath: '/market/offers' },
  { kind: 'wanted', caption: 'wanted by buyers', buttonLabel: 'View Bids', marketPath: '/market/bids' },
  { kind: 'traded', caption: 'traded today', buttonLabel: 'View Trades', marketPath: '/market/trades' },
];

/** spec 000 §2.5 and §6: the counter buttons open the market sections when logged in, else /login. */
export const counterLink = (counter: Pick<CounterDefinition, 'marketPath'>, signedIn: boolean): string =>
  signedIn ? counter.marketPath : '/login';
