/** Demo users seeded by apps/server/src/composition/seed/demo.ts (one fresh database per run). */
export const DEMO_PASSWORD = 'Harvest2026!';

export const DEMO = {
  admin: { loginNumber: '1000001', email: 'admin@cgx.com.au' },
  sales: { loginNumber: '1000002', email: 'sales@cgx.com.au' },
  grower: { loginNumber: '2000001', email: 'jack@wattlecreek.com.au', mobile: '+61412345678' },
  growerWithoutMfa: { loginNumber: '2000004', email: 'liam@ddgrain.com.au' },
  growerMustChangePassword: { loginNumber: '2000003', email: 'ruby@malleedowns.com.au' },
  /** The password reset journey's: it changes her password, so no other journey signs in as her. */
  growerResettingPassword: { loginNumber: '2000002', email: 'emma@malleedowns.com.au' },
  trader: { loginNumber: '3000001', email: 'olivia@southerncrossgrain.com.au' },
  traderTwo: { loginNumber: '3000002', email: 'noah@pacificcommodities.com.au' },
  agent: { loginNumber: '4000001', email: 'chloe@riverinagrain.com.au' },
  analyst: { loginNumber: '5000001', email: 'mia@agrisight.com.au' },
} as const;
