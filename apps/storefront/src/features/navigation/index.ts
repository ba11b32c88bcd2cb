// The main menu: the category tree as the header shows it, read by the root loader.
export { MainMenu } from './MainMenu';
export { fetchMainMenu, type MenuItem } from './menu';
