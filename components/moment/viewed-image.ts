// What the image grid shows and its viewer opens: their one vocabulary, apart from both, so that
// the grid (which loads the viewer on first use) and the viewer need not import each other.

export type ViewedImage = {
  id: string;
  src: string;
  srcSet: string;
  /** The whole image, large, for the viewer (and for a link opened without it). */
  full: string;
  fullSrcSet: string;
  alt: string;
  /** The viewer's title for it: its place among the moment's images. */
  title: string;
};

export type ViewerLabels = { previous: string; next: string };
