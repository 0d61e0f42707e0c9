/**
 * The criteria a page visit cannot show (a shortcut nobody pressed, a gesture nobody made), looked for in the
 * portal's own source (src/, resources/): every place that listens for keys, pointer paths, dragging, device motion or a screen
 * orientation. The libraries' controls the portal uses (MUI, react-admin) are checked on the pages instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SourceFinding {
    criterion: string;
    what: string;
    where: string[];
}

const LOOKED_FOR: Array<{ criterion: string; what: string; pattern: RegExp }> = [
    {
        criterion: '2.1.4 Character Key Shortcuts',
        what: 'key listeners',
        pattern: /onKey(Down|Up|Press)\b|addEventListener\(\s*['"]key|useHotkeys|hotkey/i,
    },
    {
        criterion: '2.5.1 Pointer Gestures',
        what: 'pointer path or multi-point listeners',
        pattern: /onPointerMove|onTouch(Start|Move)|addEventListener\(\s*['"](pointermove|touch|gesture)/,
    },
    {
        criterion: '2.5.2 Pointer Cancellation',
        what: 'actions on the pointer going down',
        pattern: /onMouseDown|onPointerDown|addEventListener\(\s*['"](mousedown|pointerdown)/,
    },
    {
        criterion: '2.5.4 Motion Actuation',
        what: 'device motion or orientation listeners',
        pattern: /devicemotion|deviceorientation|DeviceMotionEvent|Accelerometer|Gyroscope/,
    },
    {
        criterion: '2.5.7 Dragging Movements',
        what: 'dragging',
        pattern: /draggable|onDrag|addEventListener\(\s*['"]drag/,
    },
    {
        criterion: '1.3.4 Orientation',
        what: 'an orientation lock or an orientation media query',
        pattern: /orientation\s*[:.(]|screen\.orientation/,
    },
];

const sourceFiles = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap(entry => {
        const file = path.join(directory, entry.name);
        if (entry.isDirectory()) return sourceFiles(file);
        return /\.(tsx?|css)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
    });

/** Each criterion with the lines of src/, resources/ (and the built style sheets) that would need a look for it. */
export const scanSource = (root: string): SourceFinding[] => {
    const files = [
        ...sourceFiles(path.join(root, 'src')),
        ...sourceFiles(path.join(root, 'resources')),
        ...readdirSync(path.join(root, 'dist', 'assets'))
            .filter(name => name.endsWith('.css'))
            .map(name => path.join(root, 'dist', 'assets', name)),
    ];
    const lines = files.flatMap(file =>
        readFileSync(file, 'utf8')
            .split('\n')
            .map((text, index) => ({ where: `${path.relative(root, file)}:${index + 1}`, text }))
    );
    return LOOKED_FOR.map(({ criterion, what, pattern }) => ({
        criterion,
        what,
        where: lines.filter(line => pattern.test(line.text)).map(line => line.where),
    }));
};
