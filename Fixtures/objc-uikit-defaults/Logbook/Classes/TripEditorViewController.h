#import <UIKit/UIKit.h>

@interface TripEditorViewController : UITableViewController
@end
