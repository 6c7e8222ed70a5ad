#import <UIKit/UIKit.h>

@interface EpisodeStyle : NSObject
+ (void)styleSummaryInCell:(UITableViewCell *)cell;
@end
