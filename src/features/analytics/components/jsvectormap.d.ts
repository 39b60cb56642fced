// jsvectormap 1.7 ships no types: the part of its API the world map uses.
declare module 'jsvectormap' {
  export interface VectorMapMarker {
    name: string;
    coords: [number, number];
  }
  export interface VectorMapOptions {
    selector: HTMLElement | string;
    map: string;
    backgroundColor?: string;
    zoomButtons?: boolean;
    zoomOnScroll?: boolean;
    showTooltip?: boolean;
    markers?: VectorMapMarker[];
    regionStyle?: {
      initial?: Record<string, string | number>;
      hover?: Record<string, string | number>;
    };
    markerStyle?: {
      initial?: Record<string, string | number>;
      hover?: Record<string, string | number>;
    };
  }
  export interface VectorMap {
    destroy(): void;
    updateSize(): void;
  }
  const jsVectorMap: new (options: VectorMapOptions) => VectorMap;
  export default jsVectorMap;
}
declare module 'jsvectormap/dist/maps/world.js';
