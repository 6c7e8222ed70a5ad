#import <UIKit/UIKit.h>

@interface VaultDetailsViewController : UITableViewController
@end
