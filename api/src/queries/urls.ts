/** Public URLs of venues and spaces (the shell's routes). */
export const venueUrl = (venueHash: string, venueSlug: string): string => `/customer/venue/${venueHash}/${venueSlug}`;
export const spaceUrl = (venueHash: string, spaceSlug: string, spaceReference: string): string =>
  `/space/${venueHash}/${spaceSlug}/${spaceReference}`;
