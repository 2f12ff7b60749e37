import type { MessageDescriptor } from 'react-intl';

export const photosMessages = {
  label: { id: "Photos.label", defaultMessage: "Foto's (3 tot 10)" },
  hint: { id: "Photos.hint", defaultMessage: "JPEG, PNG, SVG of WEBP, liggend (verhouding 1,3 tot 1,8), minimaal 641 × 427 pixels, maximaal 20 MB." },
  choose: { id: "Photos.choose", defaultMessage: "Foto's kiezen" },
  drop: { id: "Photos.drop", defaultMessage: "of sleep ze hierheen" },
  uploading: { id: "Photos.uploading", defaultMessage: "Bezig met uploaden…" },
  moveUp: { id: "Photos.moveUp", defaultMessage: "Naar voren" },
  moveDown: { id: "Photos.moveDown", defaultMessage: "Naar achteren" },
  remove: { id: "Photos.remove", defaultMessage: "Verwijderen" },
  photoAlt: { id: "Photos.photoAlt", defaultMessage: "Foto {number}" },
  max: { id: "Photos.max", defaultMessage: "Je kunt maximaal 10 foto's toevoegen" },
  count: { id: "Photos.count", defaultMessage: "{count} van maximaal 10 foto's" },
} satisfies Record<string, MessageDescriptor>;
