import { createRandom } from './random';

export interface StateRow {
    Id: number;
    Name: string;
    Abbreviation: string;
}
export interface NamedRow {
    Id: number;
    Name: string;
}
export interface PolicyTypeRow extends NamedRow {
    Abbreviation: string;
}
export interface ProductRow extends NamedRow {
    InsurerId: number;
    PolicyTypeId: number;
}

const STATE_NAMES: Array<[string, string]> = [
    ['Alabama', 'AL'],
    ['Alaska', 'AK'],
    ['Arizona', 'AZ'],
    ['Arkansas', 'AR'],
    ['California', 'CA'],
    ['Colorado', 'CO'],
    ['Connecticut', 'CT'],
    ['Delaware', 'DE'],
    ['District of Columbia', 'DC'],
    ['Florida', 'FL'],
    ['Georgia', 'GA'],
    ['Hawaii', 'HI'],
    ['Idaho', 'ID'],
    ['Illinois', 'IL'],
    ['Indiana', 'IN'],
    ['Iowa', 'IA'],
    ['Kansas', 'KS'],
    ['Kentucky', 'KY'],
    ['Louisiana', 'LA'],
    ['Maine', 'ME'],
    ['Maryland', 'MD'],
    ['Massachusetts', 'MA'],
    ['Michigan', 'MI'],
    ['Minnesota', 'MN'],
    ['Mississippi', 'MS'],
    ['Missouri', 'MO'],
    ['Montana', 'MT'],
    ['Nebraska', 'NE'],
    ['Nevada', 'NV'],
    ['New Hampshire', 'NH'],
    ['New Jersey', 'NJ'],
    ['New Mexico', 'NM'],
    ['New York', 'NY'],
    ['North Carolina', 'NC'],
    ['North Dakota', 'ND'],
    ['Ohio', 'OH'],
    ['Oklahoma', 'OK'],
    ['Oregon', 'OR'],
    ['Pennsylvania', 'PA'],
    ['Rhode Island', 'RI'],
    ['South Carolina', 'SC'],
    ['South Dakota', 'SD'],
    ['Tennessee', 'TN'],
    ['Texas', 'TX'],
    ['Utah', 'UT'],
    ['Vermont', 'VT'],
    ['Virginia', 'VA'],
    ['Washington', 'WA'],
    ['West Virginia', 'WV'],
    ['Wisconsin', 'WI'],
    ['Wyoming', 'WY'],
];

const COUNTY_NAMES = [
    'Adams',
    'Clay',
    'Franklin',
    'Greene',
    'Hamilton',
    'Jackson',
    'Jefferson',
    'Lake',
    'Lincoln',
    'Madison',
    'Marion',
    'Monroe',
    'Montgomery',
    'Polk',
    'Union',
    'Warren',
    'Washington',
    'Wayne',
    'Benton',
    'Carroll',
];

export const states: StateRow[] = STATE_NAMES.map(([Name, Abbreviation], index) => ({
    Id: index + 1,
    Name,
    Abbreviation,
}));

/** Counties per state id: 6 to 14 of them, the same on every run. */
export const countiesByState: Record<number, NamedRow[]> = Object.fromEntries(
    states.map(state => {
        const random = createRandom(state.Id * 7919);
        const count = random.int(6, 14);
        const start = random.int(0, COUNTY_NAMES.length - 1);
        const rows = Array.from({ length: count }, (_, index) => ({
            Id: state.Id * 1000 + index + 1,
            Name: `${COUNTY_NAMES[(start + index) % COUNTY_NAMES.length]} County`,
        }));
        return [state.Id, rows];
    })
);

export const insurers: Array<NamedRow & { IsActive: boolean }> = [
    'Blue Harbor Health',
    'Summit Life & Health',
    'Cardinal Medicare Plans',
    'Evergreen Mutual',
    'Lone Star Senior Care',
    'Pacific Crest Insurance',
    'Atlas Benefit Life',
    'Meridian Health Partners',
    'Northwind Dental',
    'ClearView Vision',
    'Heartland Final Expense',
    'Granite State Health',
    'Sun Valley Medicare',
    'Keystone Senior Plans',
    'Harbor Light Life',
    'Riverstone Health',
    'Prairie Shield',
    'Coastal Care Medicare',
    'Unity Senior Health',
    'Beacon Hospital Indemnity',
].map((Name, index) => ({ Id: index + 1, Name, IsActive: index !== 19 }));

export const policyTypes: PolicyTypeRow[] = [
    { Id: 1, Name: 'Medicare Advantage', Abbreviation: 'MA' },
    { Id: 2, Name: 'Medicare Advantage Prescription Drug', Abbreviation: 'MAPD' },
    { Id: 3, Name: 'Prescription Drug Plan', Abbreviation: 'PDP' },
    { Id: 4, Name: 'Medicare Supplement', Abbreviation: 'MS' },
    { Id: 5, Name: 'Dental', Abbreviation: 'DEN' },
    { Id: 6, Name: 'Vision', Abbreviation: 'VIS' },
    { Id: 7, Name: 'Hospital Indemnity', Abbreviation: 'HI' },
    { Id: 8, Name: 'Final Expense', Abbreviation: 'FE' },
];

/** Each insurer sells 2 to 4 policy types, with one or two products each. */
export const products: ProductRow[] = (() => {
    const random = createRandom(4242);
    const rows: ProductRow[] = [];
    for (const insurer of insurers) {
        const typeCount = random.int(2, 4);
        const first = random.int(0, policyTypes.length - 1);
        for (let offset = 0; offset < typeCount; offset += 1) {
            const type = policyTypes[(first + offset) % policyTypes.length];
            const variants = random.int(1, 2);
            for (let variant = 1; variant <= variants; variant += 1) {
                rows.push({
                    Id: rows.length + 1,
                    Name: `${insurer.Name.split(' ')[0]} ${type.Abbreviation} ${variant === 1 ? 'Essential' : 'Plus'}`,
                    InsurerId: insurer.Id,
                    PolicyTypeId: type.Id,
                });
            }
        }
    }
    return rows;
})();

export const licenseTypes: NamedRow[] = [
    { Id: 1, Name: 'Life' },
    { Id: 2, Name: 'Accident & Health' },
    { Id: 3, Name: 'Life, Accident & Health' },
    { Id: 4, Name: 'Property & Casualty' },
];

/** The product API's "dictionary" shape: name to id. */
export const toDictionary = (rows: NamedRow[]): Record<string, number> =>
    Object.fromEntries(rows.map(row => [row.Name, row.Id]));
