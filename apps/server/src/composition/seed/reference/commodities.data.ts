/** Australian grain commodities, their standards bodies, grades and quality parameters. */

type Limit = 'Minimum' | 'Maximum';
export type CommodityData = {
  code: string;
  name: string;
  industryBodyName: string;
  grades: { code: string; name: string; description: string; industryBody?: 'Yes' | 'No' | 'N/A' }[];
  qualityParameters: { code: string; name: string; unit: string; limit: Limit; comment?: string }[];
};

const moisture = { code: 'MOI', name: 'Moisture', unit: '%', limit: 'Maximum' as Limit };
const screenings = { code: 'SCR', name: 'Screenings', unit: '%', limit: 'Maximum' as Limit, comment: 'Through a 2.0 mm screen' };
const testWeight = { code: 'TW', name: 'Test Weight', unit: 'kg/hl', limit: 'Minimum' as Limit };

export const COMMODITIES: CommodityData[] = [
  {
    code: 'WHT',
    name: 'Wheat',
    industryBodyName: 'Grain Trade Australia',
    grades: [
      { code: 'APH1', name: 'Australian Prime Hard 1', description: 'Minimum 13.0% protein; premium noodle and bread wheat' },
      { code: 'APH2', name: 'Australian Prime Hard 2', description: 'Minimum 13.0% protein' },
      { code: 'H1', name: 'Australian Hard 1', description: 'Minimum 11.5% protein' },
      { code: 'H2', name: 'Australian Hard 2', description: 'Minimum 10.0% protein' },
      { code: 'APW1', name: 'Australian Premium White 1', description: 'Minimum 10.5% protein; noodle and bread blends' },
      { code: 'ASW1', name: 'Australian Standard White 1', description: 'No protein minimum; general purpose' },
      { code: 'AGP1', name: 'Australian General Purpose 1', description: 'Milling wheat outside the higher grades' },
      { code: 'FED1', name: 'Feed Wheat 1', description: 'Stockfeed wheat' },
      { code: 'SFW1', name: 'Soft Wheat 1', description: 'Maximum 9.5% protein; biscuits and cakes' },
      { code: 'ADR1', name: 'Australian Durum 1', description: 'Minimum 13.0% protein; pasta' },
    ],
    qualityParameters: [
      { code: 'PRO', name: 'Protein', unit: '%', limit: 'Minimum', comment: 'At 11% moisture basis' },
      moisture,
      testWeight,
      screenings,
      { code: 'FN', name: 'Falling Number', unit: 'sec', limit: 'Minimum' },
    ],
  },
  {
    code: 'BAR',
    name: 'Barley',
    industryBodyName: 'Barley Australia',
    grades: [
      { code: 'MA1', name: 'Malt 1', description: 'Accredited malting varieties, 9.0-12.0% protein' },
      { code: 'BAR1', name: 'Feed Barley 1', description: 'Feed barley, test weight 62.5 kg/hl minimum' },
      { code: 'F1', name: 'Feed 1', description: 'Feed barley for stockfeed' },
      { code: 'BAR2', name: 'Feed Barley 2', description: 'Lower test weight feed barley' },
    ],
    qualityParameters: [
      { code: 'PRO', name: 'Protein', unit: '%', limit: 'Maximum' },
      moisture,
      { code: 'RET', name: 'Retention', unit: '%', limit: 'Minimum', comment: 'Over a 2.5 mm screen' },
      { ...screenings, comment: 'Through a 2.2 mm screen' },
      testWeight,
    ],
  },
  {
    code: 'CAN',
    name: 'Canola',
    industryBodyName: 'Australian Oilseeds Federation',
    grades: [
      { code: 'CAN1', name: 'Canola 1', description: '42% oil basis, 0% admixture; non-GM' },
      { code: 'CAG1', name: 'Canola GM 1', description: 'Genetically modified canola, 42% oil basis' },
    ],
    qualityParameters: [
      { code: 'OIL', name: 'Oil', unit: '%', limit: 'Minimum', comment: 'Price adjusted 1.5% per 1% oil from the 42% basis' },
      { code: 'ADM', name: 'Admixture', unit: '%', limit: 'Maximum' },
      { ...moisture },
      { code: 'GLU', name: 'Glucosinolates', unit: 'other', limit: 'Maximum', comment: 'micromoles per gram' },
    ],
  },
  {
    code: 'SOR',
    name: 'Sorghum',
    industryBodyName: 'Grain Trade Australia',
    grades: [
      { code: 'SOR1', name: 'Sorghum 1', description: 'Milling and export grade sorghum' },
      { code: 'SOR2', name: 'Sorghum 2', description: 'Feed grade sorghum' },
    ],
    qualityParameters: [moisture, testWeight, screenings],
  },
  {
    code: 'OAT',
    name: 'Oats',
    industryBodyName: 'Grain Trade Australia',
    grades: [
      { code: 'OAT1', name: 'Milling Oats 1', description: 'Milling oats, hectolitre weight 50 kg/hl minimum' },
      { code: 'OFD1', name: 'Feed Oats 1', description: 'Stockfeed oats' },
    ],
    qualityParameters: [moisture, testWeight, screenings],
  },
  {
    code: 'CHK',
    name: 'Chickpeas',
    industryBodyName: 'Pulse Australia',
    grades: [
      { code: 'CPD1', name: 'Desi Chickpeas No. 1', description: 'Export desi chickpeas' },
      { code: 'CPK1', name: 'Kabuli Chickpeas No. 1', description: 'Export kabuli chickpeas, 8 mm and over' },
    ],
    qualityParameters: [moisture, { code: 'DEF', name: 'Defective Grains', unit: '%', limit: 'Maximum' }],
  },
  {
    code: 'LEN',
    name: 'Lentils',
    industryBodyName: 'Pulse Australia',
    grades: [{ code: 'LNR1', name: 'Red Lentils No. 1', description: 'Export red lentils' }],
    qualityParameters: [moisture, { code: 'DEF', name: 'Defective Grains', unit: '%', limit: 'Maximum' }],
  },
  {
    code: 'FAB',
    name: 'Faba Beans',
    industryBodyName: 'Pulse Australia',
    grades: [{ code: 'FAB1', name: 'Faba Beans No. 1', description: 'Export faba beans' }],
    qualityParameters: [moisture, { code: 'DEF', name: 'Defective Grains', unit: '%', limit: 'Maximum' }],
  },
  {
    code: 'LUP',
    name: 'Lupins',
    industryBodyName: 'Pulse Australia',
    grades: [{ code: 'LUP1', name: 'Lupins No. 1', description: 'Australian sweet lupins' }],
    qualityParameters: [moisture, screenings],
  },
  // The minor cereals of the grains levy's lower rate (issue 14 §8).
  {
    code: 'RYE',
    name: 'Cereal Rye',
    industryBodyName: 'Grain Trade Australia',
    grades: [{ code: 'RYE1', name: 'Cereal Rye 1', description: 'Milling cereal rye' }],
    qualityParameters: [moisture, testWeight, screenings],
  },
  {
    code: 'MIL',
    name: 'Millet',
    industryBodyName: 'Grain Trade Australia',
    grades: [{ code: 'MIL1', name: 'Millet 1', description: 'White French and Japanese millet' }],
    qualityParameters: [moisture, screenings],
  },
  {
    code: 'CNS',
    name: 'Canary Seed',
    industryBodyName: 'Grain Trade Australia',
    grades: [{ code: 'CNS1', name: 'Canary Seed 1', description: 'Bird seed quality canary seed' }],
    qualityParameters: [moisture, screenings],
  },
];
