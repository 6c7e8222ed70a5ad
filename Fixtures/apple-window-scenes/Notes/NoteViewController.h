#import <UIKit/UIKit.h>

@interface NoteViewController : UITableViewController

@property (nonatomic, copy) NSString *folderName;

@end
