// Tags of the views of EpisodeCell.xib.
#define EPISODE_CELL_TITLE 1
#define EPISODE_CELL_DATE 2
#define EPISODE_CELL_SUMMARY 3
