/** The staff sidebar's width; the layout and the grids' column choice share it. */
export const ADMIN_DRAWER_WIDTH_PX = 248;
