#import <UIKit/UIKit.h>

@interface StopsTableViewController : UITableViewController
@end
