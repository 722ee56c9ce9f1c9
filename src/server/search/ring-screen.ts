/**
 * A second substructure screen, of ring systems (docs/decisions/search/0055-complete-and-stable-structure-search.md, issue 24): RDKit's pattern
 * fingerprint hardly tells ring sizes apart, so a query such as a β-lactam or bicyclo[2.2.2]octane
 * passes it on most structures that have a C-C-C-N path and a C=O. These bits record, for each
 * simple cycle of 3 to 8 atoms, its size, its bonds (all single, all aromatic, or mixed), whether it
 * holds N, O or S, whether a ring atom carries an exocyclic C=O-like double bond to oxygen,
 * whether an atom lies on two or three such cycles (fused and bridged systems), whether at least
 * three or four of its atoms have three or more neighbours (where a ring is fused or substituted: a
 * 4-substituted indole's benzene ring has three, a 3-substituted one's two), and whether at least
 * three such atoms sit next to an atom on two cycles (a substituent beside a ring fusion: indole's
 * position 4 or 7, not 5 or 6). Larger cycles, of 9 to
 * 12 atoms, get one bit per size and bond class (a macrocycle such as cyclododecane has no other).
 *
 * Why a match implies the bits: a SMILES query is matched as the pattern of its molecule (elements
 * and bond types exact, structure-query.ts), and a match maps query atoms one to one onto the
 * structure's, so each query cycle becomes a cycle of the same size, bonds and elements, with its
 * exocyclic oxygen outside it, and distinct cycles stay distinct. Every bit of the query is then a
 * bit of each matching structure. SMARTS queries get no bits (their atoms and bonds may be lists),
 * only ring-size conditions (smarts-screen.ts).
 *
 * Both sides are read from RDKit's canonical SMILES by the small reader below, not by RDKit: the
 * index computes these bits at each rebuild without a worker.
 */

export const RING_WORDS = 6;
const SIZES = [3, 4, 5, 6, 7, 8];
const FEATURES = 10;
/** Bits 0-179 are the small cycles'; the large cycles' (9-12 atoms, three bond classes) follow. */
const LARGE_BASE = 180;
const LARGE_MAX = 12;
/** A molecule with more cycles than this gets every bit (it passes the screen, as without one). */
const MAX_CYCLES = 5000;

interface Graph {
  element: string[];
  /** Neighbours and bond orders (1, 2, 3, 4; 5 aromatic) per atom. */
  neighbours: number[][];
  orders: number[][];
}

const ORGANIC = /^(Cl|Br|[BCNOPSFI]|[bcnops]|\*)/;
const BOND: Record<string, number> = { "-": 1, "/": 1, "\\": 1, "=": 2, "#": 3, $: 4, ":": 5 };

/** Reads the atoms and bonds of a SMILES (as RDKit writes them); null for text it cannot read. */
export function smilesGraph(smiles: string): Graph | null {
  const g: Graph = { element: [], neighbours: [], orders: [] };
  const aromatic: boolean[] = [];
  const stack: number[] = [];
  const open = new Map<number, { atom: number; order: number | null }>();
  let previous = -1;
  let bond: number | null = null;
  const connect = (a: number, b: number, order: number | null) => {
    const o = order ?? (aromatic[a] && aromatic[b] ? 5 : 1);
    g.neighbours[a]?.push(b);
    g.orders[a]?.push(o);
    g.neighbours[b]?.push(a);
    g.orders[b]?.push(o);
  };
  const addAtom = (element: string, isAromatic: boolean) => {
    const at = g.element.length;
    g.element.push(element);
    aromatic.push(isAromatic);
    g.neighbours.push([]);
    g.orders.push([]);
    if (previous >= 0) connect(previous, at, bond);
    previous = at;
    bond = null;
  };
  for (let i = 0; i < smiles.length; ) {
    const ch = smiles[i] as string;
    if (ch === "[") {
      const end = smiles.indexOf("]", i);
      if (end < 0) return null;
      const m = /^\d*([A-Z][a-z]?|[a-z]{1,2}|\*)/.exec(smiles.slice(i + 1, end));
      if (!m) return null;
      const symbol = m[1] as string;
      const lower = symbol[0] === (symbol[0] as string).toLowerCase() && symbol !== "*";
      addAtom(lower ? symbol[0]?.toUpperCase() + symbol.slice(1) : symbol, lower);
      i = end + 1;
    } else if (ORGANIC.test(smiles.slice(i, i + 2))) {
      const symbol = (ORGANIC.exec(smiles.slice(i, i + 2)) as RegExpExecArray)[1] as string;
      const lower = /^[bcnops]$/.test(symbol);
      addAtom(lower ? symbol.toUpperCase() : symbol, lower);
      i += symbol.length;
    } else if (ch in BOND) {
      bond = BOND[ch] as number;
      i++;
    } else if (ch === "(") {
      stack.push(previous);
      i++;
    } else if (ch === ")") {
      previous = stack.pop() ?? -1;
      i++;
    } else if (ch === ".") {
      previous = -1;
      i++;
    } else if (/[0-9%]/.test(ch)) {
      const digits = ch === "%" ? smiles.slice(i + 1, i + 3) : ch;
      if (!/^\d+$/.test(digits) || previous < 0) return null;
      const label = Number(digits);
      const opened = open.get(label);
      if (opened) {
        connect(opened.atom, previous, bond ?? opened.order);
        open.delete(label);
      } else {
        open.set(label, { atom: previous, order: bond });
      }
      bond = null;
      i += ch === "%" ? 3 : 1;
    } else {
      return null;
    }
  }
  return open.size === 0 ? g : null;
}

/** The bits that say "a simple cycle of `size` atoms", in each bond class; none past 12. */
export function ringSizeMask(size: number): Uint32Array {
  const mask = new Uint32Array(RING_WORDS);
  const small = SIZES.indexOf(size);
  for (let c = 0; c < 3; c++) {
    const bit =
      small >= 0
        ? (small * 3 + c) * FEATURES
        : size > 8 && size <= LARGE_MAX
          ? LARGE_BASE + (size - 9) * 3 + c
          : -1;
    if (bit >= 0) mask[bit >>> 5] = (mask[bit >>> 5] as number) | (1 << (bit & 31));
  }
  return mask;
}

/**
 * The ring-screen bits of a SMILES, RING_WORDS words. A structure it cannot read, or with too many
 * cycles, gets every bit (it passes); a query then gets none (it screens nothing out).
 */
export function ringBits(smiles: string, role: "structure" | "query" = "structure"): Uint32Array {
  const bits = new Uint32Array(RING_WORDS);
  const unknown = role === "structure" ? 0xffffffff : 0;
  const g = smilesGraph(smiles);
  if (!g) return bits.fill(unknown);
  const n = g.element.length;
  // Atoms on no cycle (trees hanging off rings, chains) are pruned first.
  const degree = g.neighbours.map((list) => list.length);
  const inRing = new Array<boolean>(n).fill(true);
  const queue: number[] = [];
  for (let a = 0; a < n; a++) if ((degree[a] as number) <= 1) queue.push(a);
  while (queue.length) {
    const a = queue.pop() as number;
    if (!inRing[a]) continue;
    inRing[a] = false;
    for (const b of g.neighbours[a] as number[]) {
      if (inRing[b] && --(degree[b] as number) <= 1) queue.push(b);
    }
  }
  const set = (bit: number) => {
    bits[bit >>> 5] = (bits[bit >>> 5] as number) | (1 << (bit & 31));
  };
  // Cycles through each atom, per (size, bond class): for the "on two or three cycles" bits.
  const onCycles = new Map<number, number>();
  const path: number[] = [];
  const pathOrders: number[] = [];
  const onPath = new Array<boolean>(n).fill(false);
  /** The bonds of the cycle on the path: 0 all single, 1 all aromatic, 2 mixed. */
  const bondClass = () => {
    let single = true;
    let aromaticOnly = true;
    for (const o of pathOrders) {
      if (o !== 1) single = false;
      if (o !== 5) aromaticOnly = false;
    }
    return single ? 0 : aromaticOnly ? 1 : 2;
  };
  const record = () => {
    const kind = (SIZES.indexOf(path.length) * 3 + bondClass()) * FEATURES;
    set(kind);
    let branched = 0;
    for (const a of path) {
      const element = g.element[a];
      if (element === "N") set(kind + 1);
      else if (element === "O") set(kind + 2);
      else if (element === "S") set(kind + 3);
      const list = g.neighbours[a] as number[];
      for (let j = 0; j < list.length; j++) {
        const b = list[j] as number;
        if ((g.orders[a] as number[])[j] === 2 && g.element[b] === "O" && !onPath[b]) set(kind + 4);
      }
      const key = a * 256 + kind;
      const count = (onCycles.get(key) ?? 0) + 1;
      onCycles.set(key, count);
      if (count >= 2) set(kind + 5);
      if (count >= 3) set(kind + 6);
      if ((g.neighbours[a] as number[]).length >= 3) branched++;
    }
    if (branched >= 3) set(kind + 7);
    if (branched >= 4) set(kind + 8);
    cycles.push({ atoms: [...path], kind });
  };
  const cycles: { atoms: number[]; kind: number }[] = [];
  // Each simple cycle once, of at most `longest` atoms: from its lowest atom, through higher ones,
  // in one of its two directions. False when there were more than MAX_CYCLES.
  const cyclesUpTo = (longest: number, found: () => void): boolean => {
    let count = 0;
    const walk = (start: number, a: number): boolean => {
      const list = g.neighbours[a] as number[];
      for (let j = 0; j < list.length; j++) {
        const b = list[j] as number;
        const order = (g.orders[a] as number[])[j] as number;
        if (b === start && path.length >= 3 && (path[1] as number) < a) {
          pathOrders.push(order);
          found();
          pathOrders.pop();
          if (++count > MAX_CYCLES) return false;
          continue;
        }
        if (b <= start || onPath[b] || !inRing[b] || path.length === longest) continue;
        path.push(b);
        pathOrders.push(order);
        onPath[b] = true;
        const going = walk(start, b);
        onPath[b] = false;
        path.pop();
        pathOrders.pop();
        if (!going) return false;
      }
      return true;
    };
    for (let s = 0; s < n; s++) {
      if (!inRing[s]) continue;
      path.push(s);
      onPath[s] = true;
      const going = walk(s, s);
      onPath[s] = false;
      path.pop();
      if (!going) return false;
    }
    return true;
  };
  if (!cyclesUpTo(8, record)) return bits.fill(unknown);
  // Once every cycle is known: branched atoms next (along their cycle) to an atom on two cycles.
  const cyclesOf = new Array<number>(n).fill(0);
  for (const cycle of cycles) for (const a of cycle.atoms) cyclesOf[a] = (cyclesOf[a] as number) + 1;
  for (const { atoms, kind } of cycles) {
    let besideFusion = 0;
    atoms.forEach((a, i) => {
      const before = atoms[(i + atoms.length - 1) % atoms.length] as number;
      const after = atoms[(i + 1) % atoms.length] as number;
      const fusedNeighbour = (cyclesOf[before] as number) >= 2 || (cyclesOf[after] as number) >= 2;
      if ((g.neighbours[a] as number[]).length >= 3 && fusedNeighbour) besideFusion++;
    });
    if (besideFusion >= 3) set(kind + 9);
  }
  // Large cycles only where a ring block could hold one: too many of them sets every large bit.
  const largeBits = (LARGE_MAX - 8) * 3;
  if (inRing.filter(Boolean).length > 8) {
    const large = () => {
      if (path.length <= 8) return;
      set(LARGE_BASE + (path.length - 9) * 3 + bondClass());
    };
    if (!cyclesUpTo(LARGE_MAX, large)) {
      for (let b = 0; b < largeBits; b++) {
        if (role === "structure") set(LARGE_BASE + b);
        else
          bits[(LARGE_BASE + b) >>> 5] =
            (bits[(LARGE_BASE + b) >>> 5] as number) & ~(1 << ((LARGE_BASE + b) & 31));
      }
    }
  }
  return bits;
}
