#import <UIKit/UIKit.h>

@interface InvoicesViewController : UITableViewController
@end
