/**
 * The bench's anchor: the smallest react-admin app that shows a list, one call to the same demo API the portal's
 * contracts list reads (agent 101's contracts), with react-admin's own defaults. `npm run bench` measures the
 * portal's landing pages against its first row: what the portal adds on top of react-admin is what it has to
 * justify.
 */
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, List, Resource, type DataProvider } from 'react-admin';

interface WireContract {
    Id: number;
    Insurer: string;
    WritingNumber: string;
}

const refused = () => Promise.reject(new Error('The anchor only lists'));

const dataProvider = {
    getList: async () => {
        const response = await fetch('/t/agents/101/contracts');
        const { contracts } = (await response.json()) as { contracts: WireContract[] };
        return { data: contracts.map(contract => ({ ...contract, id: contract.Id })), total: contracts.length };
    },
    getOne: refused,
    getMany: refused,
    getManyReference: refused,
    create: refused,
    update: refused,
    updateMany: refused,
    delete: refused,
    deleteMany: refused,
} as DataProvider;

const ContractList = () => (
    <List>
        <DataTable>
            <DataTable.Col source="Insurer" />
            <DataTable.Col source="WritingNumber" />
        </DataTable>
    </List>
);

createRoot(document.getElementById('root')!).render(
    <Admin dataProvider={dataProvider}>
        <Resource name="contracts" list={ContractList} />
    </Admin>
);
