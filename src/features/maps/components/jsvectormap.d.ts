// jsvectormap 1.7 ships no type declarations: the few parts this wrapper uses.
declare module 'jsvectormap' {
  export interface JsVectorMapTooltip {
    text(content: string, html?: boolean): void;
  }
  export interface JsVectorMapInstance {
    destroy(destroyInstance?: boolean): void;
  }
  export interface JsVectorMapStatic {
    new (options: Record<string, unknown>): JsVectorMapInstance;
    addMap(name: string, map: unknown): void;
  }
  const jsVectorMap: JsVectorMapStatic;
  export default jsVectorMap;
}
declare module 'jsvectormap/dist/maps/world.js';
declare module 'jsvectormap/dist/jsvectormap.css';
