/** The window event the player's store sends when playback first starts (PlayerMount loads the player then). */
export const playerStartEvent = "maverick:player-start";
