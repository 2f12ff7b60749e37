/** SVG payloads for upload tests. */

/** The reported payload: entity-encoded `javascript:` in an <animate> that rewrites a link's href. */
export const ANIMATE_JAVASCRIPT_SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="960" height="640">' +
    '<rect width="960" height="640" fill="#3a7"/>' +
    '<a><animate attributeName="href" values="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(document.domain)"/>' +
    '<text x="100" y="100" font-size="48">click</text></a></svg>',
);
