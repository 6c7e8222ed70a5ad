#import <UIKit/UIKit.h>

@interface KeyboardSettingsViewController : UITableViewController
@end
