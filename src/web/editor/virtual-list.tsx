import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A windowed list: only the rows in view (plus a few) are in the DOM, so thousands of rows scroll
 * smoothly. Rows have one fixed height; the box fills the space its parent gives it.
 */
export function VirtualList<T>(props: {
  items: readonly T[];
  rowHeight: number;
  getKey: (item: T) => string | number;
  renderRow: (item: T) => ReactNode;
  label: string;
  overscan?: number;
}) {
  const { items, rowHeight, getKey, renderRow, label, overscan = 8 } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    setHeight(box.clientHeight || 600);
    const observer = new ResizeObserver(() => setHeight(box.clientHeight || 600));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  const visible = items.slice(first, last);

  return (
    <div
      ref={boxRef}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      style={{ flex: 1, minHeight: "12rem", overflowY: "auto", position: "relative" }}
    >
      <ul
        aria-label={label}
        style={{
          height: items.length * rowHeight,
          position: "relative",
          margin: 0,
          padding: 0,
          listStyle: "none",
        }}
      >
        {visible.map((item, i) => (
          <li
            key={getKey(item)}
            style={{
              position: "absolute",
              top: (first + i) * rowHeight,
              left: 0,
              right: 0,
              height: rowHeight,
            }}
          >
            {renderRow(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
