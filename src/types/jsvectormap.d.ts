// jsvectormap 1.7 ships no type declarations: the parts src/components/vectorMap uses
// (the one wrapper, for the vector maps page and the analytics world map).
declare module 'jsvectormap' {
  export interface VectorMapMarker {
    name: string;
    coords: [number, number];
  }
  export interface JsVectorMapTooltip {
    text(content: string, html?: boolean): void;
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
    /** Further options (series, tooltip callbacks...) as jsvectormap documents them. */
    [option: string]: unknown;
  }
  export interface VectorMap {
    destroy(destroyInstance?: boolean): void;
    updateSize(): void;
  }
  export interface JsVectorMapStatic {
    new (options: VectorMapOptions): VectorMap;
    addMap(name: string, map: unknown): void;
  }
  const jsVectorMap: JsVectorMapStatic;
  export default jsVectorMap;
}
declare module 'jsvectormap/dist/maps/world.js';
declare module 'jsvectormap/dist/jsvectormap.css';
