import { memo, useState } from 'react';
import { Box } from '@mui/material';
import AgencyIcon from '@mui/icons-material/Business';
import AgentIcon from '@mui/icons-material/Person';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import { ActiveItemContext, createActiveItemStore, useTreeItem } from './treeNavigation';
import type { HierarchyAgency, HierarchyAgent } from './types';

// Items are keyed by their position path ("0/3/1"), which stays the same when a branch is closed and opened again.

const ROOT_KEY = '0';
const INDENT_PX = 22;

interface ItemPosition {
    itemKey: string;
    level: number;
    position: number;
    setSize: number;
}

const labelIdOf = (treeId: string, itemKey: string) => `${treeId}-${itemKey.replace(/\//g, '-')}`;

const rowStyle = (level: number) => ({ paddingLeft: `${(level - 1) * INDENT_PX + 4}px` });

const AgentItem = memo(
    ({
        agent,
        treeId,
        itemKey,
        level,
        position,
        setSize,
    }: ItemPosition & { agent: HierarchyAgent; treeId: string }) => {
        const translate = useTranslate();
        const item = useTreeItem({ key: itemKey, expandable: false, expanded: false, setExpanded: () => undefined });
        const labelId = labelIdOf(treeId, itemKey);
        return (
            <li
                {...item}
                aria-level={level}
                aria-posinset={position}
                aria-setsize={setSize}
                aria-labelledby={agent.IsActive ? labelId : `${labelId} ${labelId}-inactive`}
                data-name={agent.Name}
            >
                <div className="HierarchyTree-row" style={rowStyle(level)}>
                    <span className="HierarchyTree-toggle" />
                    <AgentIcon className="HierarchyTree-icon" fontSize="small" aria-hidden />
                    <span className="HierarchyTree-text">
                        <span id={labelId}>{agent.Name}</span>
                        {!agent.IsActive && (
                            <span id={`${labelId}-inactive`} className="HierarchyTree-inactive">
                                {translate('resources.contracts.hierarchy.inactive')}
                            </span>
                        )}
                    </span>
                </div>
            </li>
        );
    }
);
AgentItem.displayName = 'AgentItem';

const AgencyItem = memo(
    ({
        agency,
        treeId,
        itemKey,
        level,
        position,
        setSize,
        initiallyExpanded = false,
    }: ItemPosition & { agency: HierarchyAgency; treeId: string; initiallyExpanded?: boolean }) => {
        const translate = useTranslate();
        const [expanded, setExpanded] = useState(initiallyExpanded);
        const agencies = agency.Agencies ?? [];
        const agents = agency.Agents ?? [];
        const childCount = agencies.length + agents.length;
        const expandable = childCount > 0;
        const item = useTreeItem({ key: itemKey, expandable, expanded, setExpanded });
        const labelId = labelIdOf(treeId, itemKey);
        const counts = [
            agencies.length > 0 &&
                translate('resources.contracts.hierarchy.agencies', { smart_count: agencies.length }),
            agents.length > 0 && translate('resources.contracts.hierarchy.agents', { smart_count: agents.length }),
        ].filter(Boolean);
        return (
            <li
                {...item}
                aria-level={level}
                aria-posinset={position}
                aria-setsize={setSize}
                aria-labelledby={counts.length ? `${labelId} ${labelId}-counts` : labelId}
                data-name={agency.Name}
            >
                <div
                    className="HierarchyTree-row"
                    style={rowStyle(level)}
                    onClick={() => expandable && setExpanded(!expanded)}
                >
                    <span className="HierarchyTree-toggle">
                        {expandable && (
                            <ChevronRightIcon
                                fontSize="small"
                                aria-hidden
                                style={{ transform: expanded ? 'rotate(90deg)' : undefined }}
                            />
                        )}
                    </span>
                    <AgencyIcon className="HierarchyTree-icon" fontSize="small" aria-hidden />
                    <span className="HierarchyTree-text">
                        <span id={labelId} className="HierarchyTree-agency">
                            {agency.Name}
                        </span>
                        {counts.length > 0 && (
                            <span id={`${labelId}-counts`} className="HierarchyTree-counts">
                                {counts.join(', ')}
                            </span>
                        )}
                    </span>
                </div>
                {expandable && expanded && (
                    <ul role="group">
                        {agencies.map((child, index) => (
                            <AgencyItem
                                key={`a${child.Id}-${index}`}
                                agency={child}
                                treeId={treeId}
                                itemKey={`${itemKey}/${index}`}
                                level={level + 1}
                                position={index + 1}
                                setSize={childCount}
                            />
                        ))}
                        {agents.map((agent, index) => (
                            <AgentItem
                                key={`p${agent.Id}-${index}`}
                                agent={agent}
                                treeId={treeId}
                                itemKey={`${itemKey}/${agencies.length + index}`}
                                level={level + 1}
                                position={agencies.length + index + 1}
                                setSize={childCount}
                            />
                        ))}
                    </ul>
                )}
            </li>
        );
    }
);
AgencyItem.displayName = 'AgencyItem';

export interface HierarchyTreeProps {
    root: HierarchyAgency;
    labelledBy: string;
    /** Unique on the page. */
    treeId: string;
}

export const HierarchyTree = ({ root, labelledBy, treeId }: HierarchyTreeProps) => {
    const [store] = useState(() => createActiveItemStore(ROOT_KEY));
    return (
        <ActiveItemContext.Provider value={store}>
            <Box component="ul" role="tree" aria-labelledby={labelledBy} sx={TREE_SX}>
                <AgencyItem
                    agency={root}
                    treeId={treeId}
                    itemKey={ROOT_KEY}
                    level={1}
                    position={1}
                    setSize={1}
                    initiallyExpanded
                />
            </Box>
        </ActiveItemContext.Provider>
    );
};

const TREE_SX = {
    m: 0,
    p: 0.5,
    maxHeight: 520,
    overflowY: 'auto',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    '& ul': { listStyle: 'none', m: 0, p: 0 },
    listStyle: 'none',
    '& [role="treeitem"]': { outline: 'none' },
    '& [role="treeitem"]:focus > .HierarchyTree-row': {
        outline: '3px solid',
        outlineColor: 'primary.main',
        outlineOffset: '-3px',
    },
    '& .HierarchyTree-row': {
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        minHeight: 36,
        pr: 1,
        borderRadius: 1,
        cursor: 'pointer',
        '&:hover': { bgcolor: 'action.hover' },
    },
    '& .HierarchyTree-toggle': { display: 'inline-flex', width: 20, flexShrink: 0 },
    '& .HierarchyTree-icon': { color: 'text.secondary', flexShrink: 0 },
    // Name and counts share a line where there is room; on a phone the counts go under the name.
    '& .HierarchyTree-text': {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 1,
        minWidth: 0,
        py: 0.5,
    },
    '& .HierarchyTree-agency': { fontWeight: 500 },
    '& .HierarchyTree-counts': { color: 'text.secondary', fontSize: '0.8125rem' },
    '& .HierarchyTree-inactive': {
        px: 0.75,
        border: 1,
        borderColor: 'text.secondary',
        borderRadius: 1,
        color: 'text.secondary',
        fontSize: '0.75rem',
    },
} as const;
