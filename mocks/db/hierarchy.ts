import { AGENCY_SUFFIXES, AGENCY_WORDS, FIRST_NAMES, LAST_NAMES } from './names';
import { downlineContractsOf, portfolio, type ContractFixture } from './portfolio';
import { createRandom, type Random } from './random';
import { DEFAULT_AGENCIES } from './users';

export interface HierarchyAgentNode {
    Id: number;
    Name: string;
    IsActive: boolean;
}

export interface HierarchyAgencyNode {
    Id: number;
    Name: string;
    HasChildren: boolean;
    Agencies: HierarchyAgencyNode[];
    Agents: HierarchyAgentNode[];
}

/**
 * How deep and wide an agency contract's hierarchy is: sub-agencies per level and agents per level.
 * Sunshine (201) is large on purpose (over 2,000 nodes per contract) so the tree's speed is exercised.
 */
const SHAPES: Record<string, { agencies: number[]; agents: number[] }> = {
    '201': { agencies: [10, 6], agents: [15, 30] },
    default: { agencies: [4, 3], agents: [6, 10] },
};

const agentName = (random: Random) => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
const agencyName = (random: Random) => `${random.pick(AGENCY_WORDS)} ${random.pick(AGENCY_SUFFIXES)}`;

const build = (contract: ContractFixture): HierarchyAgencyNode => {
    const random = createRandom(contract.Id * 7919);
    const shape = SHAPES[contract.ownerId] ?? SHAPES.default;
    let nextAgencyId = contract.Id * 1000;
    let nextAgentId = contract.Id * 10_000;
    const agents = (count: number): HierarchyAgentNode[] =>
        Array.from({ length: count }, () => ({
            Id: (nextAgentId += 1),
            Name: agentName(random),
            IsActive: !random.chance(0.12),
        }));
    const agency = (level: number): HierarchyAgencyNode => {
        const children = Array.from({ length: shape.agencies[level] ?? 0 }, () => agency(level + 1));
        const members = agents(shape.agents[level - 1] ?? 0);
        return {
            Id: (nextAgencyId += 1),
            Name: agencyName(random),
            HasChildren: children.length + members.length > 0,
            Agencies: children,
            Agents: members,
        };
    };
    // The root is the contracting agency; its own agents are its real downline agents on this carrier.
    const rootAgents = downlineContractsOf(contract.ownerId)
        .filter(row => row.InsurerId === contract.InsurerId)
        .map(row => {
            const agent = portfolio.agents.get(row.ownerId)!;
            return {
                Id: Number(agent.AgentId),
                Name: `${agent.FirstName} ${agent.LastName}`,
                IsActive: row.Status === 'Active',
            };
        });
    const subAgencies = Array.from({ length: shape.agencies[0] }, () => agency(1));
    return {
        Id: Number(contract.ownerId),
        Name: DEFAULT_AGENCIES[contract.ownerId] ?? `Agency ${contract.ownerId}`,
        HasChildren: subAgencies.length + rootAgents.length > 0,
        Agencies: subAgencies,
        Agents: rootAgents,
    };
};

const cache = new Map<number, HierarchyAgencyNode>();

/** The hierarchy beneath an agency contract, built once per contract (deterministic). */
export const hierarchyOf = (contract: ContractFixture): HierarchyAgencyNode => {
    let tree = cache.get(contract.Id);
    if (!tree) cache.set(contract.Id, (tree = build(contract)));
    return tree;
};

/** Every node of a hierarchy depth-first, with its depth (the root is 1): the rows of the Excel export. */
export const flattenHierarchy = (root: HierarchyAgencyNode) => {
    const rows: Array<{
        level: number;
        type: 'Agency' | 'Agent';
        id: number;
        name: string;
        active: boolean;
        parent: string;
    }> = [];
    const walk = (node: HierarchyAgencyNode, level: number, parent: string) => {
        rows.push({ level, type: 'Agency', id: node.Id, name: node.Name, active: true, parent });
        node.Agencies.forEach(child => walk(child, level + 1, node.Name));
        node.Agents.forEach(agent =>
            rows.push({
                level: level + 1,
                type: 'Agent',
                id: agent.Id,
                name: agent.Name,
                active: agent.IsActive,
                parent: node.Name,
            })
        );
    };
    walk(root, 1, '');
    return rows;
};
