#import <UIKit/UIKit.h>

@interface ContactsViewController : UITableViewController
@end
