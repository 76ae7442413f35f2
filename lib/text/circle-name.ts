// The rules of a circle's names (issue 34, upstream's where the specification is silent): the
// API enforces them in putCircle, and the circle forms check them as the owner types.

import { isReservedName } from "./user-name";

export const CIRCLE_NAME_MIN = 2;
export const CIRCLE_NAME_MAX = 20;
export const CIRCLE_DISPLAY_NAME_MIN = 2;
export const CIRCLE_DISPLAY_NAME_MAX = 12;
export const CIRCLE_DESCRIPTION_MAX = 200;

const CIRCLE_NAME_PATTERN = new RegExp(`^[A-Za-z0-9_]{${CIRCLE_NAME_MIN},${CIRCLE_NAME_MAX}}$`);

/** The address of the circle's page (/~name): letters, digits and underscores, not one of the site's words. */
export const isValidCircleName = (name: string) => CIRCLE_NAME_PATTERN.test(name) && !isReservedName(name);
