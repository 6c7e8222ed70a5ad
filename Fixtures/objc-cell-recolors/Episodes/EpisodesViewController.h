#import <UIKit/UIKit.h>

@interface EpisodesViewController : UITableViewController
@property (nonatomic, copy) NSArray *episodes;
@end
