// Studio addresses that code outside the studio needs (the HTTP entry's frame rule).

/** `/studio/{shop}/preview` and `/studio/{shop}/preview/{page}`: the only page a page of ours may frame. */
export const STUDIO_PREVIEW_PATH = /^\/studio\/[^/]+\/preview(?:\/[^/]*)?\/?$/i;
