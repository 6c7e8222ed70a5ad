#import <UIKit/UIKit.h>

@interface ArchiveViewController : UITableViewController
@end
