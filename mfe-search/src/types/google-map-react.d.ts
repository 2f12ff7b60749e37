// Minimal types for google-map-react 2.2 (the package ships none): only what mfe-search uses.
declare module 'google-map-react' {
  import type { ComponentType, ReactNode } from 'react';

  export interface Coords {
    lat: number;
    lng: number;
  }
  export interface ChangeEventValue {
    center: Coords;
    zoom: number;
    bounds: { nw: Coords; se: Coords; sw: Coords; ne: Coords };
  }
  export interface GoogleMapProps {
    bootstrapURLKeys?: { key: string; language?: string; region?: string };
    defaultCenter?: Coords;
    defaultZoom?: number;
    center?: Coords;
    zoom?: number;
    onChange?: (value: ChangeEventValue) => void;
    yesIWantToUseGoogleMapApiInternals?: boolean;
    children?: ReactNode;
  }
  const GoogleMapReact: ComponentType<GoogleMapProps>;
  export default GoogleMapReact;
}
