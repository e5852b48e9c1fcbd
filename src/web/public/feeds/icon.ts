/**
 * The site's brand mark, drawn without text (no font is needed to render it): a newspaper page on
 * the brand red. It is the favicon and the publisher's logo in the articles' JSON-LD.
 */
export const SITE_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" rx="96" fill="#c8102e"/>
<rect x="104" y="120" width="304" height="272" rx="24" fill="#fff"/>
<rect x="140" y="156" width="232" height="44" rx="8" fill="#c8102e"/>
<rect x="140" y="228" width="100" height="128" rx="8" fill="#111"/>
<g fill="#555"><rect x="264" y="232" width="108" height="18" rx="9"/><rect x="264" y="268" width="108" height="18" rx="9"/>
<rect x="264" y="304" width="108" height="18" rx="9"/><rect x="264" y="340" width="72" height="18" rx="9"/></g>
</svg>
`;
