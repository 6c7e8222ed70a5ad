#import "EpisodeStyle.h"
#import "EpisodeCellTags.h"

@implementation EpisodeStyle

+ (void)styleSummaryInCell:(UITableViewCell *)cell {
    UILabel *summary = (UILabel *)[cell viewWithTag:EPISODE_CELL_SUMMARY];
    summary.numberOfLines = 2;
    [summary setTextColor:[UIColor secondaryLabelColor]];
}

@end
